import blueprintCss from "@blueprintjs/core/lib/css/blueprint.css?url";
import blueprintIconsCss from "@blueprintjs/icons/lib/css/blueprint-icons.css?url";
import tableCss from "@blueprintjs/table/lib/css/table.css?url";
import { Button, HotkeysProvider, NonIdealState } from "@blueprintjs/core";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import type { RootLoaderData } from "@shared/views/shell";
import { AppShell } from "./components/shell/app-shell";
import { FlashToast } from "./components/shell/flash-toast";
import { useNonce } from "./components/shell/nonce";
import { THEME_BOOT_SCRIPT } from "./components/shell/theme";
import { ToastProvider } from "./components/shell/toaster";
import appCss from "./styles/app.css?url";
import notificationsCss from "./styles/notifications.css?url";
import messagingCss from "./styles/messaging.css?url";
import backofficeCss from "./styles/backoffice.css?url";
import writingCss from "./styles/writing.css?url";
import autoApplyCss from "./styles/autoapply.css?url";
import { getAuth } from "./lib/session.server";
import { countUnread } from "./domain/notifications/notification-center.server";
import desktopCss from "./styles/desktop.css?url";
import shellCss from "./styles/shell.css?url";
import { desktopStartState, isDesktopClient } from "./domain/desktop/desktop-client.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: blueprintCss },
  { rel: "stylesheet", href: blueprintIconsCss },
  { rel: "stylesheet", href: appCss },
  { rel: "stylesheet", href: notificationsCss },
  { rel: "stylesheet", href: messagingCss },
  { rel: "stylesheet", href: desktopCss },
  { rel: "stylesheet", href: tableCss },
  { rel: "stylesheet", href: backofficeCss },
  { rel: "stylesheet", href: writingCss },
  { rel: "stylesheet", href: autoApplyCss },
  { rel: "stylesheet", href: shellCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: "VetCareer — From Service to Success" },
  { name: "description", content: "AI-powered career hub for military veterans: job matching, automated applications and a veteran network." },
];

export async function loader({ request }: LoaderFunctionArgs): Promise<RootLoaderData> {
  const auth = await getAuth(request);
  // The desktop shell's badge and notification switch; browsers skip the two reads.
  const desktop = auth && isDesktopClient(request) ? await desktopStartState(auth.user.id) : null;
  return {
    desktop,
    user: auth
      ? {
          id: auth.user.id,
          fullName: auth.user.fullName,
          email: auth.user.email,
          role: auth.user.role,
          profilePicUrl: auth.user.profilePicUrl,
          emailVerified: auth.user.emailVerified,
        }
      : null,
    /** The nav bell's number; kept live in the browser by notification:new / notification:read. */
    unreadNotifications: auth ? await countUnread(auth.user.id) : 0,
  };
}

export function useCurrentUser(): RootLoaderData["user"] {
  return useRouteLoaderData<typeof loader>("root")?.user ?? null;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Dark or light before the first paint: the class is on <html> before the body is drawn. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="vets-body">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Blueprint's tables (and any useHotkeys) need one HotkeysProvider above them, or they warn.
  return (
    <HotkeysProvider>
      <ToastProvider>
        <FlashToast />
        <AppShell>
          <Outlet />
        </AppShell>
      </ToastProvider>
    </HotkeysProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Page not found" : "Something went wrong";
  const description =
    status === 404
      ? "The page you are looking for does not exist or has moved."
      : "An unexpected error occurred. Please try again in a moment.";
  return (
    <ToastProvider>
      <AppShell>
        <div className="vets-page vets-centered">
          <NonIdealState
            icon={status === 404 ? "path-search" : "error"}
            title={title}
            description={description}
            action={<Button intent="primary" text="Back to home" onClick={() => (window.location.href = "/")} />}
          />
          <p className="vets-muted vets-status-code">{status}</p>
        </div>
      </AppShell>
    </ToastProvider>
  );
}
