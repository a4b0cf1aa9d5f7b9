import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog';

// The question's code loads when it is first asked: the wizard's route stays as light as before.
const LeaveGroupsDialog = lazyDialog(() => import('./leave-groups-dialog').then((module) => module.LeaveGroupsDialog));

/**
 * Drawn or edited groups are a draft until "Next" saves them, while teams and
 * pots are saved at once (decision 445). While the draft
 * holds unsaved groups, leaving the setup — a link, the browser's back, closing
 * the tab — asks first: stay (the draft is kept) or leave without them.
 * Through the history's own blocker: the router's `useBlocker` would add its
 * code to the framework chunk every page loads.
 */
export function UnsavedGroupsGuard({ unsaved }: { unsaved: boolean }) {
  const { history } = useRouter();
  /** While a navigation waits for the answer: answers it (true: leave). */
  const [asking, setAsking] = useState<((leave: boolean) => void) | null>(null);
  useEffect(() => {
    if (!unsaved) return undefined;
    // The blocker's answer is whether to stop the navigation.
    return history.block({
      blockerFn: () =>
        new Promise<boolean>((resolve) =>
          setAsking(() => (leave: boolean) => {
            setAsking(null);
            resolve(!leave);
          }),
        ),
      enableBeforeUnload: true,
    });
  }, [unsaved, history]);
  return <LeaveGroupsDialog opened={asking !== null} onClose={() => asking?.(false)} onLeave={() => asking?.(true)} />;
}
