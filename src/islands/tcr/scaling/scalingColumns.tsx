import type { ScalingTarget } from '../../../api/scaling.ts';
import type { ScalingView } from '../../../stores/scalingList.ts';
import { StatusMark, Text, type DataTableColumn } from '../../../ui/index.ts';
import { ScaleButton } from './ScaleButton.tsx';

/** Manual scaling's columns (spec 2): name, TCR Ready as a check or a cross, brand ids, and a Scale button. */
export function scalingColumns(view: ScalingView): DataTableColumn<ScalingTarget>[] {
  return [
    { id: 'name', header: 'Name', isRowHeader: true, cell: (target) => target.name },
    {
      id: 'tcr_ready',
      header: 'TCR Ready',
      width: 120,
      cell: (target) => (
        <StatusMark isPositive={target.tcr_ready} label={target.tcr_ready ? 'TCR ready' : 'Not TCR ready'} />
      ),
    },
    {
      id: 'brands',
      header: 'Brand ids',
      cell: (target) =>
        target.brands.length > 0 ? (
          target.brands.map((brand) => brand.brand_id).join(', ')
        ) : (
          <Text tone="muted">No brand</Text>
        ),
    },
    { id: 'scale', header: 'Actions', width: 120, cell: (target) => <ScaleButton view={view} target={target} /> },
  ];
}
