import type { CompanyProfileInput } from "@shared/schemas/employer-registration";

/** Maps the snake_case company fields of the API to the EmployerProfile columns. */
export function companyData(input: CompanyProfileInput) {
  return {
    companyName: input.company_name,
    contactPerson: input.contact_person,
    jobTitle: input.job_title,
    phone: input.phone ?? null,
    website: input.website ?? null,
    companySize: input.company_size,
    industry: input.industry,
    businessAddress: input.business_address,
    city: input.city,
    state: input.state,
    zipCode: input.zip_code,
    cageCode: input.cage_code ?? null,
    dunsNumber: input.duns_number ?? null,
    taxIdEin: input.tax_id_ein ?? null,
    businessLicense: input.business_license ?? null,
    linkedinCompanyUrl: input.linkedin_company_url ?? null,
    hiringVolumeAnnually: input.hiring_volume_annually,
    currentlyEmployVeterans: input.currently_employ_veterans,
    securityClearanceRequired: input.security_clearance_required,
  };
}
