// What counts as an email address, the same in the server (accounts, configuration) and in the
// storefront's forms: one @, a dot in the domain, no spaces or characters mail headers reserve,
// 254 characters at most.
const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
