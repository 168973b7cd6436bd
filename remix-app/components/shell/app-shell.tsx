import { Alignment, Button, Drawer, DrawerSize, Menu, MenuItem, Navbar, NavbarDivider, NavbarGroup, NavbarHeading, Popover, Tooltip } from "@blueprintjs/core";
import { Form, Link, useLocation, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { isNavItemActive, isScreenBuilt, navItemsFor, type NavItem } from "@shared/navigation";
import { homePathForRole } from "@shared/roles";
import type { RootLoaderData } from "@shared/views/shell";
import { UserAvatar } from "./user-avatar";
import { clearStoredExceptTheme, ThemeProvider, useTheme } from "./theme";
import { RealtimeProvider } from "~/components/realtime/realtime-provider";
import { LinkButton } from "~/components/common/link-button";
import { VerifyEmailBanner } from "~/components/auth/verify-email-banner";
import { NotificationBell } from "~/components/notifications/notification-bell";
import { NotificationCenterProvider } from "~/components/notifications/notification-center";
import { DesktopBridge } from "~/components/desktop/desktop-bridge";
import { SiteFooter } from "./site-footer";

/** The id of every screen's <main>, where "Skip to content" lands. */
const MAIN_ID = "main-content";

function Brand({ to }: { to: string }) {
  return (
    <NavbarHeading className="vets-brand-heading">
      <Link to={to} className="vets-brand">
        <span className="vets-brand-mark" aria-hidden>
          ★
        </span>
        VetCareer
      </Link>
    </NavbarHeading>
  );
}

function SkipLink() {
  return (
    <a className="vets-skip-link" href={`#${MAIN_ID}`}>
      Skip to content
    </a>
  );
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main className="vets-main" id={MAIN_ID} tabIndex={-1}>
      {children}
    </main>
  );
}

/** Light or dark for this browser; until pressed the site follows the system's setting. */
export function ThemeToggle({ text = false }: { text?: boolean }) {
  const { dark, setDark } = useTheme();
  const button = (
    <Button
      variant="minimal"
      icon={dark ? "flash" : "moon"}
      text={text ? "Dark mode" : undefined}
      aria-label={text ? undefined : "Dark mode"}
      aria-pressed={dark}
      onClick={() => setDark(!dark)}
      alignText={text ? "start" : undefined}
      fill={text}
    />
  );
  if (text) return button;
  return (
    <Tooltip content={dark ? "Switch to light mode" : "Switch to dark mode"} placement="bottom">
      {button}
    </Tooltip>
  );
}

function PublicBar() {
  return (
    <Navbar className="vets-navbar" fixedToTop={false}>
      <SkipLink />
      <NavbarGroup align={Alignment.START} className="vets-nav-start">
        <Brand to="/" />
      </NavbarGroup>
      <NavbarGroup align={Alignment.END} className="vets-nav-end">
        <ThemeToggle />
        <LinkButton to="/login" variant="minimal" text="Log In" className="vets-nav-link" />
        <LinkButton to="/register" intent="primary" text="Get Started" className="vets-nav-link" />
      </NavbarGroup>
    </Navbar>
  );
}

interface NavLinksProps {
  items: NavItem[];
  pathname: string;
  userId: number;
  adminLink: boolean;
  vertical?: boolean;
}

/** One screen of the role's nav as a real link (open in a new tab works); the current one is aria-current. */
function NavLink({ item, active, vertical }: { item: NavItem; active: boolean; vertical: boolean }) {
  return (
    <LinkButton
      to={item.to}
      variant="minimal"
      icon={item.icon}
      text={item.label}
      active={active}
      aria-current={active ? "page" : undefined}
      fill={vertical}
      alignText={vertical ? "start" : undefined}
    />
  );
}

/**
 * The tools (Resume Builder, Auto-Apply, the Translator) on a wide bar: one "Tools" button opening
 * a menu of links, so the bar keeps one row. Each entry is a real link; a plain click navigates
 * in the app.
 */
function ToolsMenu({ items, pathname, userId }: { items: NavItem[]; pathname: string; userId: number }) {
  const navigate = useNavigate();
  const activeTool = items.find((item) => isNavItemActive(item, pathname, userId));
  return (
    <Popover
      placement="bottom-start"
      minimal
      content={
        <Menu aria-label="Tools">
          {items.map((item) => (
            <MenuItem
              key={item.to}
              href={item.to}
              icon={item.icon}
              text={item.label}
              active={item === activeTool}
              aria-current={item === activeTool ? "page" : undefined}
              onClick={(e: React.MouseEvent) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                navigate(item.to);
              }}
            />
          ))}
        </Menu>
      }
    >
      <Button variant="minimal" icon="wrench" endIcon="caret-down" text="Tools" active={activeTool !== undefined} />
    </Popover>
  );
}

/** The role's screens; the tools under a Tools menu (wide bar) or a Tools heading (phone menu). */
function NavLinks({ items, pathname, userId, adminLink, vertical = false }: NavLinksProps) {
  const screens = items.filter((item) => item.group !== "tools");
  const tools = items.filter((item) => item.group === "tools");
  return (
    <>
      {screens.map((item) => (
        <NavLink key={item.to} item={item} active={isNavItemActive(item, pathname, userId)} vertical={vertical} />
      ))}
      {tools.length > 0 &&
        (vertical ? (
          <>
            <h2 className="vets-nav-drawer-heading">Tools</h2>
            {tools.map((item) => (
              <NavLink key={item.to} item={item} active={isNavItemActive(item, pathname, userId)} vertical />
            ))}
          </>
        ) : (
          <ToolsMenu items={tools} pathname={pathname} userId={userId} />
        ))}
      {adminLink && (
        <LinkButton to="/admin" variant="minimal" intent="warning" icon="shield" text="Admin" fill={vertical} alignText={vertical ? "start" : undefined} />
      )}
    </>
  );
}

function LogOutForm({ text = false }: { text?: boolean }) {
  const button = (
    <Button
      type="submit"
      variant="minimal"
      icon="log-out"
      text={text ? "Log out" : undefined}
      aria-label={text ? undefined : "Log out"}
      fill={text}
      alignText={text ? "start" : undefined}
    />
  );
  return (
    <Form method="post" action="/logout" className={text ? undefined : "vets-inline-form"} onSubmit={clearStoredExceptTheme}>
      {text ? (
        button
      ) : (
        <Tooltip content="Log out" placement="bottom">
          {button}
        </Tooltip>
      )}
    </Form>
  );
}

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <Shell>{children}</Shell>
    </ThemeProvider>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootLoaderData>("root");
  const user = data?.user ?? null;
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);

  if (!user) {
    return (
      <div className="vets-app">
        <PublicBar />
        <Main>{children}</Main>
        <SiteFooter />
      </div>
    );
  }

  const onAdminScreen = pathname === "/admin" || pathname.startsWith("/admin/") || pathname === "/admin-access";
  // An admin looking at a non-admin screen sees the veteran set plus a way back to admin.
  const navRole = user.role === "admin" && !onAdminScreen ? "veteran" : user.role;
  const items = navItemsFor(navRole);
  const showAdminButton = user.role === "admin" && navRole !== "admin";
  const hasNav = items.length > 0 || showAdminButton;
  const settingsBuilt = isScreenBuilt("/account-settings");

  return (
    <RealtimeProvider userId={user.id}>
    <NotificationCenterProvider initialUnread={data?.unreadNotifications ?? 0}>
    <DesktopBridge role={user.role} start={data?.desktop ?? null} />
    <div className="vets-app">
      <Navbar className="vets-navbar">
        <SkipLink />
        <NavbarGroup align={Alignment.START} className="vets-nav-start">
          {hasNav && (
            <Button
              className="vets-nav-menu-button"
              variant="minimal"
              icon="menu"
              aria-label="Menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            />
          )}
          <Brand to={homePathForRole(user.role)} />
          {hasNav && <NavbarDivider className="vets-nav-wide" />}
          {hasNav && (
            <nav aria-label="Main" className="vets-nav-wide vets-nav-items">
              <NavLinks items={items} pathname={pathname} userId={user.id} adminLink={showAdminButton} />
            </nav>
          )}
        </NavbarGroup>
        <NavbarGroup align={Alignment.END} className="vets-nav-end">
          <NotificationBell />
          <span className="vets-nav-roomy">
            <ThemeToggle />
          </span>
          {settingsBuilt && (
            <span className="vets-nav-roomy">
              <Tooltip content="Account settings" placement="bottom">
                <LinkButton to="/account-settings" variant="minimal" icon="cog" aria-label="Account settings" active={pathname === "/account-settings"} />
              </Tooltip>
            </span>
          )}
          <Link to={isScreenBuilt("/profile") ? "/profile" : homePathForRole(user.role)} className="vets-avatar-link" aria-label="Your profile">
            <UserAvatar name={user.fullName} pictureUrl={user.profilePicUrl} size={30} />
          </Link>
          <span className="vets-nav-roomy">
            <LogOutForm />
          </span>
        </NavbarGroup>
      </Navbar>
      <Drawer
        isOpen={menuOpen}
        onClose={() => setMenuOpen(false)}
        position="left"
        size={DrawerSize.SMALL}
        title="VetCareer"
        icon="menu"
        className="vets-nav-drawer"
      >
        <nav aria-label="Menu" className="vets-nav-drawer-links">
          <NavLinks items={items} pathname={pathname} userId={user.id} adminLink={showAdminButton} vertical />
        </nav>
        <div className="vets-nav-drawer-links vets-nav-drawer-account">
          {settingsBuilt && (
            <LinkButton to="/account-settings" variant="minimal" icon="cog" text="Account settings" fill alignText="start" active={pathname === "/account-settings"} />
          )}
          <ThemeToggle text />
          <LogOutForm text />
        </div>
      </Drawer>
      <Main>
        {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
        {children}
      </Main>
      <SiteFooter />
    </div>
    </NotificationCenterProvider>
    </RealtimeProvider>
  );
}
