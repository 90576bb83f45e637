//go:build schemagen

package aws

import (
	"github.com/zclconf/go-cty/cty"
)

// The schemas of acm.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["acmCertificate"] = func() []field {
		return []field{
			arnAttr(),
			attr("certificate_authority_arn", str, "OF", "Private CA issuing the certificate."),
			attr("certificate_body", str, "O", "PEM certificate to import."),
			attr("certificate_chain", str, "O", "PEM chain of an imported certificate."),
			attr("domain_name", str, "OCF", "Domain the certificate is for."),
			attr("domain_validation_options", cty.Set(validationOptionType), "C", "DNS records proving domain ownership, one per domain."),
			attr("early_renewal_duration", str, "O", "How long before expiry to renew a private certificate."),
			idAttr(),
			attr("key_algorithm", str, "OCF", "RSA_2048 (default), EC_prime256v1…"),
			attr("not_after", str, "C", "End of validity."),
			attr("not_before", str, "C", "Start of validity."),
			list("options", 1, "C", "Certificate options.",
				attr("certificate_transparency_logging_preference", str, "OF", "ENABLED (default) or DISABLED."),
			),
			attr("pending_renewal", boolean, "C", "Whether a renewal is pending."),
			attr("private_key", str, "OS", "PEM private key of an imported certificate."),
			attr("renewal_eligibility", str, "C", "Whether the certificate can be renewed."),
			attr("renewal_summary", cty.List(cty.Object(map[string]cty.Type{
				"renewal_status": cty.String, "renewal_status_reason": cty.String, "updated_at": cty.String,
			})), "C", "Status of the last renewal."),
			attr("status", str, "C", "Status of the certificate."),
			attr("subject_alternative_names", strSet, "OCF", "Further domains of the certificate."),
			tags(),
			attr("type", str, "C", "AMAZON_ISSUED, IMPORTED or PRIVATE."),
			attr("validation_emails", strList, "C", "Addresses of an EMAIL validation."),
			attr("validation_method", str, "OCF", "DNS or EMAIL."),
			set("validation_option", "", "Domain receiving the validation email of a domain.",
				attr("domain_name", str, "RF", "Domain to validate."),
				attr("validation_domain", str, "RF", "Domain the email goes to."),
			),
		}
	}
	fieldSources["acmValidation"] = func() []field {
		return []field{
			attr("certificate_arn", str, "RF", "Certificate to wait for."),
			idAttr(),
			timeouts("create"),
			attr("validation_record_fqdns", strSet, "OF", "DNS records created for the validation."),
		}
	}
}
