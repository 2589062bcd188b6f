// How a person is named on pages, e-mails and the API: shared by the features that show people.

/** How a profile is named: a trader by their company, anyone else by their name. */
export function profileName(profile: { is_trader: number; company_name: string | null; first_name: string; last_name: string }): string {
  if (profile.is_trader && profile.company_name) return profile.company_name;
  return `${profile.first_name} ${profile.last_name}`.trim();
}
