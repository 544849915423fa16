/**
 * What the A2P use case (the carriers' campaign) says about an account, built from its campaign detail:
 * the TCR use case is the detail's campaign_type, the description and message flow its texts with {{NAME}}
 * replaced by the legal entity's legal name (spec 2, campaign details; the account name when it has none).
 *
 * Samples: the campaign detail holds none, and carriers require at least two (20 to 1024 characters each) that
 * look like the real traffic. The product's texts are appointment reminders and missed-call text-backs, so the
 * samples are those two, in the account's language, signed with the same name and with the opt-out wording
 * carriers check for.
 */
import type { UseCaseDetails } from '../providers/messaging/interface.ts';

export interface UseCaseSource {
  account_name: string;
  lang: string;
  legal_name: string | null;
  campaign_type: string;
  tcr_description: string;
  tcr_message_flow: string;
}

const NAME_PLACEHOLDER = '{{NAME}}';

export const withName = (text: string, name: string) => text.split(NAME_PLACEHOLDER).join(name);

export function messageSamples(name: string, lang: string): string[] {
  if (lang === 'en_US') {
    return [
      `${name}: Reminder of your appointment tomorrow at 10:00 AM. Reply C to confirm or R to reschedule. Reply STOP to opt out.`,
      `${name}: We missed your call. How can we help? Reply to this message to schedule an appointment. Reply STOP to opt out.`,
    ];
  }
  return [
    `${name}: Le recordamos su cita mañana a las 10:00 AM. Responda C para confirmar o R para cambiarla. Responda STOP para no recibir más mensajes.`,
    `${name}: No pudimos contestar su llamada. ¿En qué le podemos ayudar? Responda a este mensaje para sacar una cita. Responda STOP para no recibir más mensajes.`,
  ];
}

export function useCaseDetails(
  source: UseCaseSource,
  ids: { messaging_service_sid: string; brand_sid: string },
): UseCaseDetails {
  const name = source.legal_name ?? source.account_name;
  return {
    ...ids,
    usecase: source.campaign_type,
    description: withName(source.tcr_description, name),
    message_flow: withName(source.tcr_message_flow, name),
    message_samples: messageSamples(name, source.lang),
  };
}
