/** Required by the O*NET CC BY 4.0 licence; kept in the data file header and ATTRIBUTION.md. */
export const MATCHING_ATTRIBUTION =
  "This product includes information from the O*NET 27.0 Database by the U.S. Department of Labor, " +
  "Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a " +
  "trademark of USDOL/ETA. VetCareer has modified all or some of this information (selected, reformatted " +
  "and combined it with other sources). USDOL/ETA has not approved, endorsed, or tested these modifications. Military occupation crosswalk: U.S. Department of Veterans Affairs / Defense Manpower Data " +
  "Center / O*NET (USDOL/ETA), U.S. government works.";
