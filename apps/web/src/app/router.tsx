import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouteObject } from 'react-router-dom';
import { AppShell } from './app-shell';
import { NotFoundPage } from '../features/misc/routes/not-found';
import { GuestOnlyRoute, ProtectedRoute } from '../lib/authorization';
import { ensureCatalogs } from '../lib/i18n';

/**
 * A lazily loaded page: each feature's routes are their own chunk. The page shows once its
 * chunk's messages are there in the chosen language (they load with the chunk when Spanish).
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    await ensureCatalogs();
    return { Component: pick(module) };
  };
}

const auth = () => import('../features/auth/routes');
const admin = () => import('../features/admin/routes');
const tools = () => import('../features/provider-tools/routes');
const providers = () => import('../features/providers/routes');
const users = () => import('../features/users/routes');
const account = () => import('../features/account/routes');
const legal = () => import('../features/legal/routes');
const payments = () => import('../features/payments/routes');
const listings = () => import('../features/listings/routes');

/** Every route of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    // While the first page's lazy chunk loads, the shell (header, empty main, footer) shows:
    // without a fallback the router renders nothing and warns that none was provided.
    hydrateFallbackElement: <AppShell loading />,
    children: [
      {
        // Lazy too, so that the other pages' initial JS does not carry the home page.
        index: true,
        lazy: page(
          () => import('../features/home/routes/home'),
          (m) => m.HomePage,
        ),
      },
      {
        path: 'search',
        lazy: page(
          () => import('../features/search/routes/search'),
          (m) => m.SearchPage,
        ),
      },
      { path: 'privacy-policy', lazy: page(legal, (m) => m.PrivacyPolicyPage) },
      { path: 'terms-of-use', lazy: page(legal, (m) => m.TermsOfUsePage) },
      { path: 'about', lazy: page(legal, (m) => m.AboutPage) },
      { path: 'provider/:id', lazy: page(providers, (m) => m.ProviderPage) },
      { path: 'user/:id', lazy: page(users, (m) => m.UserPage) },
      // 'Add your business' (issue 47): signs a visitor in first, on the page itself.
      { path: 'add-business', lazy: page(listings, (m) => m.AddBusinessPage) },
      {
        // A published mini-site (issue #7): its own small chunk, not the provider tools'.
        path: 'm/:slug',
        lazy: page(
          () => import('../features/provider-tools/routes/public-mini-site'),
          (m) => m.PublicMiniSitePage,
        ),
      },
      {
        // The lead address confirmation link (issue 16 item 10): a small chunk of its own.
        path: 'lead-address/confirm',
        lazy: page(
          () => import('../features/provider-tools/routes/confirm-lead-address'),
          (m) => m.ConfirmLeadAddressPage,
        ),
      },
      {
        // The monthly numbers and 'How reviews work' (decision 0030): a chunk of its own.
        path: 'transparency',
        lazy: page(
          () => import('../features/trust/routes/transparency'),
          (m) => m.TransparencyPage,
        ),
      },
      {
        // A review invitation's unsubscribe link (issue 17): a small chunk of its own.
        path: 'review-invitations/unsubscribe',
        lazy: page(
          () => import('../features/trust/routes/unsubscribe'),
          (m) => m.UnsubscribePage,
        ),
      },
      {
        path: 'link-tree',
        lazy: page(
          () => import('../features/link-tree/routes/link-tree'),
          (m) => m.LinkTreePage,
        ),
      },
      {
        element: <GuestOnlyRoute />,
        children: [
          { path: 'forgot-password/:token', lazy: page(auth, (m) => m.ResetPasswordPage) },
          { path: 'auth', lazy: page(auth, (m) => m.AuthEntryPage) },
          { path: 'login', lazy: page(auth, (m) => m.LoginPage) },
          { path: 'register', lazy: page(auth, (m) => m.RegisterPage) },
          { path: 'confirm-email', lazy: page(auth, (m) => m.ConfirmEmailPage) },
          { path: 'forgot-password', lazy: page(auth, (m) => m.ForgotPasswordPage) },
          { path: 'email-sent', lazy: page(auth, (m) => m.EmailSentPage) },
          { path: 'auth/google/callback', lazy: page(auth, (m) => m.GoogleCallbackPage) },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          { path: 'finish-profile', lazy: page(auth, (m) => m.FinishProfilePage) },
          { path: 'me', lazy: page(users, (m) => m.MePage) },
          { path: 'my-profile', lazy: page(tools, (m) => m.MyProfilePage) },
          { path: 'bookmarks', lazy: page(account, (m) => m.BookmarksPage) },
          { path: 'settings', lazy: page(account, (m) => m.SettingsPage) },
          { path: 'dashboard', lazy: page(tools, (m) => m.DashboardPage) },
          { path: 'leads', lazy: page(tools, (m) => m.LeadsPage) },
          { path: 'plans', lazy: page(tools, (m) => m.PlansPage) },
          { path: 'mini-site', lazy: page(tools, (m) => m.MiniSitePage) },
          { path: 'advertisement', lazy: page(tools, (m) => m.AdvertisementPage) },
          { path: 'checkout/test/:sessionId', lazy: page(payments, (m) => m.TestCheckoutPage) },
          {
            path: 'receipts/:providerId/:paymentId',
            lazy: page(payments, (m) => m.ReceiptPage),
          },
        ],
      },
      {
        // The admin area guards itself (visitor: sign in; non-admin: 403) in its own chunk.
        path: 'admin',
        lazy: page(admin, (m) => m.AdminLayout),
        children: [
          { index: true, element: <Navigate to="users" replace /> },
          { path: 'users', lazy: page(admin, (m) => m.AdminUsersPage) },
          { path: 'providers', lazy: page(admin, (m) => m.AdminProvidersPage) },
          { path: 'claims', lazy: page(admin, (m) => m.AdminClaimsPage) },
          { path: 'claims/:id', lazy: page(admin, (m) => m.AdminClaimPage) },
          { path: 'appeals', lazy: page(admin, (m) => m.AdminAppealsPage) },
          { path: 'admins', lazy: page(admin, (m) => m.AdminAdminsPage) },
          { path: 'help', lazy: page(admin, (m) => m.AdminHelpPage) },
          { path: 'audit-log', lazy: page(admin, (m) => m.AdminAuditLogPage) },
          { path: 'billing', lazy: page(admin, (m) => m.AdminBillingPage) },
          { path: 'imports', lazy: page(admin, (m) => m.AdminImportsPage) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
