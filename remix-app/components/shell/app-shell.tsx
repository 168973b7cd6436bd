import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading, Tooltip } from "@blueprintjs/core";
import { Form, Link, useLocation, useNavigate, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { isNavItemActive, isScreenBuilt, navItemsFor } from "@shared/navigation";
import { homePathForRole } from "@shared/roles";
import type { RootLoaderData } from "@shared/views/shell";
import { UserAvatar } from "./user-avatar";
import { RealtimeProvider } from "~/components/realtime/realtime-provider";
import { LinkButton } from "~/components/common/link-button";
import { NotificationBell } from "~/components/notifications/notification-bell";
import { NotificationCenterProvider } from "~/components/notifications/notification-center";
import { DesktopBridge } from "~/components/desktop/desktop-bridge";

function Brand({ to }: { to: string }) {
  return (
    <NavbarHeading>
      <Link to={to} className="vets-brand">
        <span className="vets-brand-mark" aria-hidden>
          ★
        </span>
        VetCareer
      </Link>
    </NavbarHeading>
  );
}

function PublicBar() {
  return (
    <Navbar className="vets-navbar" fixedToTop={false}>
      <NavbarGroup align={Alignment.START}>
        <Brand to="/" />
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        <LinkButton to="/login" variant="minimal" text="Log In" className="vets-nav-link" />
        <LinkButton to="/register" intent="primary" text="Get Started" className="vets-nav-link" />
      </NavbarGroup>
    </Navbar>
  );
}

export function AppShell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootLoaderData>("root");
  const user = data?.user ?? null;
  const { pathname } = useLocation();
  const navigate = useNavigate();

  if (!user) {
    return (
      <div className="vets-app">
        <PublicBar />
        <main className="vets-main">{children}</main>
      </div>
    );
  }

  const onAdminScreen = pathname === "/admin" || pathname.startsWith("/admin/") || pathname === "/admin-access";
  // An admin looking at a non-admin screen sees the veteran set plus a way back to admin.
  const navRole = user.role === "admin" && !onAdminScreen ? "veteran" : user.role;
  const items = navItemsFor(navRole);
  const showAdminButton = user.role === "admin" && navRole !== "admin";

  return (
    <RealtimeProvider userId={user.id}>
    <NotificationCenterProvider initialUnread={data?.unreadNotifications ?? 0}>
    <DesktopBridge role={user.role} start={data?.desktop ?? null} />
    <div className="vets-app">
      <Navbar className="vets-navbar">
        <NavbarGroup align={Alignment.START}>
          <Brand to={homePathForRole(user.role)} />
          {(items.length > 0 || showAdminButton) && <NavbarDivider />}
          {items.map((item) => {
            const active = isNavItemActive(item, pathname);
            return (
              <Button
                key={item.to}
                variant="minimal"
                icon={item.icon}
                text={item.label}
                active={active}
                aria-current={active ? "page" : undefined}
                onClick={() => navigate(item.to)}
              />
            );
          })}
          {showAdminButton && <Button variant="minimal" intent="warning" icon="shield" text="Admin" onClick={() => navigate("/admin")} />}
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          <NotificationBell />
          {isScreenBuilt("/account-settings") && (
            <Tooltip content="Account settings" placement="bottom">
              <Button
                variant="minimal"
                icon="cog"
                aria-label="Account settings"
                active={pathname === "/account-settings"}
                onClick={() => navigate("/account-settings")}
              />
            </Tooltip>
          )}
          <Link to={isScreenBuilt("/profile") ? "/profile" : homePathForRole(user.role)} className="vets-avatar-link" aria-label="Your profile">
            <UserAvatar name={user.fullName} pictureUrl={user.profilePicUrl} size={30} />
          </Link>
          <Form method="post" action="/logout" className="vets-inline-form" onSubmit={() => window.localStorage.clear()}>
            <Tooltip content="Log out" placement="bottom">
              <Button type="submit" variant="minimal" icon="log-out" aria-label="Log out" />
            </Tooltip>
          </Form>
        </NavbarGroup>
      </Navbar>
      <main className="vets-main">{children}</main>
    </div>
    </NotificationCenterProvider>
    </RealtimeProvider>
  );
}
