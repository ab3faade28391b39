import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAppStore } from '@/lib/hooks';
import { useSessionDispatch } from '@/stores/session-hooks';
import { adminAreaEntered } from '@/stores/session-slice';

/**
 * Keeps the admin area in step with the session: the admin-area flag is on while inside, and the
 * moment the session stops being an admin's (sign-out, or a 401 that expired it) the user is sent
 * to the site. The store is watched directly because the router drops the /admin routes in the
 * same render, so an effect of this layout would never see the change.
 */
export function useAdminSession() {
  const dispatch = useSessionDispatch();
  const store = useAppStore();
  const navigate = useNavigate();

  useEffect(() => {
    dispatch(adminAreaEntered());
  }, [dispatch]);

  useEffect(() => {
    let wasAdmin = store.getState().session.admin;
    return store.subscribe(() => {
      const isAdmin = store.getState().session.admin;
      if (wasAdmin && !isAdmin) void navigate(paths.home.href(), { replace: true });
      wasAdmin = isAdmin;
    });
  }, [store, navigate]);
}
