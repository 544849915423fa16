import { useStore } from '@nanostores/react';
import { Building2, FileText, LayoutDashboard, Phone, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { $tcrNavCollapsed, setTcrNavCollapsed } from '../../stores/tcrNav.ts';
import { SideNav, SideNavLayout } from '../../ui/index.ts';
import { ConsoleRoot, type ScreenQuery } from '../shell/ConsoleRoot.tsx';
import { routes } from '../../shared/consoleRoutes.ts';

export type TcrSection = 'dashboard' | 'phones' | 'legal_entities' | 'campaign_details' | 'scaling';

/** Spec 2 (Layout): the TCR area's side navigation, in this order. */
const TCR_SECTIONS: { id: TcrSection; href: string; label: string; icon: ReactNode }[] = [
  { id: 'dashboard', href: routes.tcrDashboard, label: 'Dashboard', icon: <LayoutDashboard /> },
  { id: 'phones', href: routes.tcrPhones, label: 'Phones', icon: <Phone /> },
  { id: 'legal_entities', href: routes.legalEntities, label: 'Legal Entities', icon: <Building2 /> },
  { id: 'campaign_details', href: routes.campaignDetails, label: 'Campaign Details', icon: <FileText /> },
  { id: 'scaling', href: routes.scaling, label: 'Manual Scaling', icon: <Scale /> },
];

/**
 * What every TCR screen stands in: the console's shell with TCR current, and the side navigation, which collapses
 * to icons when the person toggles it (kept across pages) or below 1224px, each icon named in a tooltip on hover
 * and focus; below 640px the icons are a row above the page.
 */
export function TcrLayout({
  section,
  prefetch,
  children,
}: {
  section: TcrSection;
  /** What the screen shows first, asked beside the connected user (see ConsoleRoot). */
  prefetch?: readonly ScreenQuery[];
  children: ReactNode;
}) {
  const collapsed = useStore($tcrNavCollapsed);
  return (
    <ConsoleRoot section="tcr" prefetch={prefetch}>
      <SideNavLayout
        nav={
          <SideNav
            aria-label="TCR"
            items={TCR_SECTIONS.map((s) => ({
              href: s.href,
              label: s.label,
              icon: s.icon,
              isCurrent: s.id === section,
            }))}
            isCollapsed={collapsed}
            onCollapsedChange={setTcrNavCollapsed}
          />
        }
      >
        {children}
      </SideNavLayout>
    </ConsoleRoot>
  );
}
