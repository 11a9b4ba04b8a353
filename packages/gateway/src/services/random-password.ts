const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** new-api's reset password length; within the 8–20 characters every password form accepts. */
export const RANDOM_PASSWORD_LENGTH = 12;

/** A new random password (password reset, SH-054): 12 characters without lookalikes, from the CSPRNG. */
export function generateRandomPassword(): string {
  const limit = 256 - (256 % ALPHABET.length);
  let password = '';
  while (password.length < RANDOM_PASSWORD_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      if (byte < limit && password.length < RANDOM_PASSWORD_LENGTH) password += ALPHABET[byte % ALPHABET.length];
    }
  }
  return password;
}
