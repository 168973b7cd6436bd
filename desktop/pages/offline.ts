// The offline page: a retry button (the main process also polls /healthz every 10 s).
const retry = document.getElementById("retry") as HTMLButtonElement;
retry.addEventListener("click", () => {
  retry.disabled = true;
  retry.textContent = "Reconnecting…";
  window.vetsDesktopSetup?.retry();
  setTimeout(() => {
    retry.disabled = false;
    retry.textContent = "Try again";
  }, 3000);
});

export {};
