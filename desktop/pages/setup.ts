// First start (and File › Change Server): asks for the server URL; the main process checks /healthz.
const form = document.getElementById("connect-form") as HTMLFormElement;
const input = document.getElementById("server-url") as HTMLInputElement;
const error = document.getElementById("error") as HTMLParagraphElement;
const button = document.getElementById("connect") as HTMLButtonElement;
const setup = window.vetsDesktopSetup;

void setup?.currentServerUrl().then((url) => {
  if (!input.value) input.value = url;
});

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  if (!setup) return;
  error.hidden = true;
  button.disabled = true;
  button.textContent = "Checking…";
  const result = await setup.connect(input.value);
  button.disabled = false;
  button.textContent = "Connect";
  if (!result.ok) {
    error.textContent = result.error;
    error.hidden = false;
    input.focus();
  }
});

export {};
