// The handle this browser last signed in with, kept in localStorage. The session cookie is
// HttpOnly (no script may read it), so this is only a hint: pages show the handle at once and
// ask the server (`session.js`); a guest who never signed in costs the server no request.

const KEY = "koloda.account";

/** The handle this browser believes is signed in, or null. */
export function accountHint() {
  try {
    return localStorage.getItem(KEY) || null;
  } catch {
    return null;
  }
}

/** Remember (or, with null, forget) the signed-in handle. */
export function setAccountHint(handle) {
  try {
    if (handle) localStorage.setItem(KEY, handle);
    else localStorage.removeItem(KEY);
  } catch {
    // private mode without storage: the header just asks the server each time
  }
}
