import { useId } from 'react';
import { useScale, type ScalingTarget } from '../../../api/scaling.ts';
import { DEFAULT_CAMPAIGN_TYPE, type CampaignType } from '../../../shared/campaignManagementRules.ts';
import { CAMPAIGN_TYPES } from '../../../shared/enums.ts';
import type { ScalingView } from '../../../stores/scalingList.ts';
import { campaignManagementTexts } from '../../../shared/campaignManagementTexts.ts';
import { Button, Heading, Inline, Notice, SelectItem, Text, useAppForm } from '../../../ui/index.ts';

const USE_CASES = CAMPAIGN_TYPES.map((type) => ({ id: type.value, label: type.label }));

/**
 * The scale dialog: what the scaling call needs besides the row (spec 7), the use case (campaign type, Low volume
 * by default) and one of the row's brands (the first by default). It warns that a campaign may be registered at a
 * cost, and says why a row not marked TCR ready may still be scaled. A failure keeps the dialog open with the reason.
 */
export default function ScaleForm({
  view,
  target,
  onDone,
}: {
  view: ScalingView;
  target: ScalingTarget;
  onDone: () => void;
}) {
  const titleId = useId();
  const scale = useScale(view, target.id);
  const form = useAppForm({
    defaultValues: { use_case: DEFAULT_CAMPAIGN_TYPE as string, brand_id: String(target.brands[0]?.id ?? '') },
    onSubmit: async ({ value }) => {
      await scale.mutateAsync({ use_case: value.use_case as CampaignType, brand_id: Number(value.brand_id) });
      onDone();
    },
  });
  return (
    <form.AppForm>
      <form.Form aria-labelledby={titleId}>
        <Heading slot="title" level={2} size="md" id={titleId}>
          {view === 'parent_accounts' ? 'Scale parent account' : 'Scale account'}
        </Heading>
        <Text>{target.name}</Text>
        {!target.tcr_ready && <Text tone="muted">{campaignManagementTexts.scaleNotTcrReady(target.name)}</Text>}
        <form.FormErrorBanner />
        <form.AppField name="use_case">
          {(field) => (
            <field.Select label="Use case" isRequired items={USE_CASES}>
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </field.Select>
          )}
        </form.AppField>
        <form.AppField name="brand_id">
          {(field) => (
            <field.Select
              label="Brand"
              isRequired
              items={target.brands.map((brand) => ({ id: String(brand.id), label: brand.brand_id }))}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </field.Select>
          )}
        </form.AppField>
        <Notice tone="warning" announce={false}>
          {campaignManagementTexts.scaleCost}
        </Notice>
        <Inline gap="sm" justify="end">
          <Button slot="close">Cancel</Button>
          <form.SubmitButton pendingLabel="Scaling">Scale</form.SubmitButton>
        </Inline>
      </form.Form>
    </form.AppForm>
  );
}
