import { ConsoleRoot } from './ConsoleRoot.tsx';
import { NotFoundView } from './NotFoundView.tsx';

/** Any unknown path of the signed-in area (spec 2). */
export default function NotFoundScreen() {
  return (
    <ConsoleRoot>
      <NotFoundView />
    </ConsoleRoot>
  );
}
