/** SPEC §2/§8: a failed search shows the server error in an orange box with a reload button. */
export function ServerErrorBox({ message = 'Upppss, da ist etwas schief gelaufen. Bitte die Seite neu laden.' }: { message?: string }) {
  return (
    <div className="server-error-box" role="alert">
      <p>{message}</p>
      {/* A plain link to the same URL reloads the page, with or without JavaScript. */}
      <a
        className="button server-error-box__reload"
        href=""
        onClick={(event) => {
          event.preventDefault();
          window.location.reload();
        }}
      >
        SEITE NEU LADEN
      </a>
    </div>
  );
}
