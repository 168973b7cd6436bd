import { expect, test, type Page } from "@playwright/test";
import { DEMO_EMAILS } from "../../seed/demo-logins";
import { applyTo, bearerLogin, demoEmployerJob, registerVeteran } from "./desktop-support";
import { logIn, queryE2eDb } from "./support";

// The renderer against a test double of the preload's small API (the boundary to Electron): the
// page must feed the badge, ask for native notices and follow the shell's navigation requests.
// The shell identifies itself with its user-agent token; the server then sends the badge's start.
test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 VetCareerDesktop/0.1.0" });

interface DesktopCalls {
  unread: number[];
  notices: Array<{ kind: string; id: number; title: string; body: string | null; link: string | null }>;
}

/** The preload's API as a recording double; `__desktopNavigate` plays the main process sending a path. */
async function installDesktopDouble(page: Page) {
  await page.addInitScript(() => {
    const calls: { unread: number[]; notices: unknown[] } = { unread: [], notices: [] };
    const listeners = new Set<(path: string) => void>();
    Object.assign(window, {
      __desktopCalls: calls,
      __desktopNavigate: (path: string) => listeners.forEach((l) => l(path)),
      vetsDesktop: {
        version: "test",
        setUnreadCount: (n: number) => calls.unread.push(n),
        notify: (notice: unknown) => calls.notices.push(notice),
        onNavigate: (listener: (path: string) => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        saveTextFile: async () => ({ saved: true }),
        print: () => undefined,
      },
    });
  });
}

/**
 * Resolves when any of the page's sockets is told it is ready: signing in may close the first socket
 * before it connects (the shell remounts on the new session) and open another.
 */
function liveSocketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (ws) => ws.on("framereceived", (frame) => (String(frame.payload).includes('"ready"') ? resolve() : undefined)));
  });
}

const desktopCalls = (page: Page) => page.evaluate(() => (window as unknown as { __desktopCalls: DesktopCalls }).__desktopCalls);
const shellNavigates = (page: Page, path: string) => page.evaluate((p) => (window as unknown as { __desktopNavigate: (p: string) => void }).__desktopNavigate(p), path);

test("badge count, native notice for a live notification, and its click opens the link", async ({ page, request }) => {
  test.setTimeout(90_000);
  const job = demoEmployerJob();
  const vet = await registerVeteran(request, "desk.vet", `Jordan Desktop ${Date.now() % 100000}`);
  const applicationId = await applyTo(request, vet.token, job.id);
  // The account's "desktop notifications" switch (off by default in SPEC) is turned on.
  const put = await request.put("/api/communication-settings", { data: { desktop_notifications: true }, headers: { Authorization: `Bearer ${vet.token}` } });
  expect(put.status()).toBe(200);
  const unreadAtStart = queryE2eDb<{ n: number }>("SELECT COUNT(*) AS n FROM Notification WHERE userId = ? AND readAt IS NULL", vet.userId)[0].n;

  await installDesktopDouble(page);
  const socketReady = liveSocketReady(page);
  await logIn(page, vet.email, vet.password);
  await socketReady;
  await expect.poll(async () => (await desktopCalls(page)).unread.at(-1)).toBe(unreadAtStart);

  // The employer moves the application; the veteran's page receives notification:new live.
  const employerToken = await bearerLogin(request, DEMO_EMAILS.approvedEmployer);
  const moved = await request.patch(`/api/employer/applications/${applicationId}`, { data: { status: "interview" }, headers: { Authorization: `Bearer ${employerToken}` } });
  expect(moved.status()).toBe(200);
  await expect.poll(async () => (await desktopCalls(page)).notices.length).toBe(1);
  const calls = await desktopCalls(page);
  expect(calls.notices[0]).toMatchObject({ kind: "notification", title: expect.stringMatching(new RegExp(`Interview — ${job.title}$`)), link: expect.stringMatching(new RegExp(`^/applications#application-${applicationId}$`)) });
  expect(calls.unread.at(-1)).toBe(unreadAtStart + 1);

  // The shell turns a click on that notice into its link (desktop/main/attention.ts noticeTarget).
  await shellNavigates(page, calls.notices[0].link as string);
  await expect(page).toHaveURL(new RegExp(`/applications#application-${applicationId}$`));
  // A deep link / message notice to a thread opens that conversation in the inbox.
  await shellNavigates(page, "/inbox?thread=42");
  // Not this veteran's conversation: the inbox says so and closes it before the next request from the shell.
  await expect(page.getByText("Failed to load messages")).toBeVisible();
  await expect(page).toHaveURL(/\/inbox$/);
  // Menu shortcuts: Ctrl/Cmd+K is the role's search, Ctrl/Cmd+3 its third main screen (Jobs, Saved jobs, Applications).
  await shellNavigates(page, "/__desktop/screen/3");
  await expect(page).toHaveURL(/\/applications$/);
  await shellNavigates(page, "/__desktop/search");
  await expect(page).toHaveURL(/\/jobs$/);
  // Anything that is not an in-app path goes nowhere.
  await shellNavigates(page, "//evil.example/steal");
  await shellNavigates(page, "/__desktop/unknown");
  await expect(page).toHaveURL(/\/jobs$/);
});

test("without the account's desktop switch the badge still counts but no native notice is asked for", async ({ page, request }) => {
  const job = demoEmployerJob();
  const vet = await registerVeteran(request, "desk.quiet", `Quinn Quiet ${Date.now() % 100000}`);
  const applicationId = await applyTo(request, vet.token, job.id);
  await installDesktopDouble(page);
  const socketReady = liveSocketReady(page);
  await logIn(page, vet.email, vet.password);
  await socketReady;
  await expect.poll(async () => (await desktopCalls(page)).unread.length).toBeGreaterThan(0);
  const before = (await desktopCalls(page)).unread.at(-1) as number;
  const employerToken = await bearerLogin(request, DEMO_EMAILS.approvedEmployer);
  await request.patch(`/api/employer/applications/${applicationId}`, { data: { status: "rejected" }, headers: { Authorization: `Bearer ${employerToken}` } });
  await expect.poll(async () => (await desktopCalls(page)).unread.at(-1)).toBe(before + 1);
  expect((await desktopCalls(page)).notices).toEqual([]);
});
