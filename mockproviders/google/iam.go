package google

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// projectService is google_project_service, an enabled API.
func projectService() *mock.Resource {
	r := &mock.Resource{
		Schema:   schemaOf("projectService"),
		Defaults: map[string]cty.Value{"disable_on_destroy": cty.True},
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string { return projectOf(g) + "/" + top(g, "service") }),
		},
	}
	return withPlan(r, defaultProject)
}

// serviceAccountEmail is the e-mail address of a service account.
func serviceAccountEmail(accountID, project string) string {
	return accountID + "@" + project + ".iam.gserviceaccount.com"
}

// serviceAccount is google_service_account.
func serviceAccount() *mock.Resource {
	email := func(g *mock.Gen) string { return serviceAccountEmail(top(g, "account_id"), projectOf(g)) }
	r := &mock.Resource{
		Schema:   schemaOf("serviceAccount"),
		Defaults: map[string]cty.Value{"disabled": cty.False},
		Generators: map[string]mock.Generator{
			"id":        gen(func(g *mock.Gen) string { return "projects/" + projectOf(g) + "/serviceAccounts/" + email(g) }),
			"name":      gen(func(g *mock.Gen) string { return "projects/" + projectOf(g) + "/serviceAccounts/" + email(g) }),
			"email":     gen(email),
			"member":    gen(func(g *mock.Gen) string { return "serviceAccount:" + email(g) }),
			"unique_id": gen(func(g *mock.Gen) string { return "1" + g.Digits(20) }),
		},
	}
	return withPlan(r, defaultProject)
}

// serviceAccountKey is google_service_account_key, with a credentials
// file shaped like Google's (the key inside is not a real key).
func serviceAccountKey() *mock.Resource {
	return &mock.Resource{
		Schema: schemaOf("serviceAccountKey"),
		Defaults: map[string]cty.Value{
			"key_algorithm":    sv("KEY_ALG_RSA_2048"),
			"private_key_type": sv("TYPE_GOOGLE_CREDENTIALS_FILE"),
			"public_key_type":  sv("TYPE_X509_PEM_FILE"),
		},
		Generators: map[string]mock.Generator{
			"id":           func(g *mock.Gen) cty.Value { return sv(keyName(g)) },
			"name":         func(g *mock.Gen) cty.Value { return sv(keyName(g)) },
			"private_key":  gen(credentialsFile),
			"public_key":   gen(func(g *mock.Gen) string { return base64.StdEncoding.EncodeToString([]byte(fakePEM("CERTIFICATE", g))) }),
			"valid_after":  gen(func(g *mock.Gen) string { return "2024-06-01T12:00:00Z" }),
			"valid_before": gen(func(g *mock.Gen) string { return "9999-12-31T23:59:59Z" }),
		},
	}
}

// accountOfKey returns the e-mail and project of the account a key
// belongs to.
func accountOfKey(g *mock.Gen) (email, project string) {
	email = lastSegment(top(g, "service_account_id"))
	project = strOf(g.ProviderAttr("project"))
	if _, domain, ok := strings.Cut(email, "@"); ok {
		project, _, _ = strings.Cut(domain, ".")
	}
	return email, project
}

// keyName is the resource name of a key; the key id is derived from the
// address so that every attribute agrees on it.
func keyName(g *mock.Gen) string {
	email, project := accountOfKey(g)
	return fmt.Sprintf("projects/%s/serviceAccounts/%s/keys/%s", project, email, keyID(g))
}

// keyID is the 40-hex-digit id of a key.
func keyID(g *mock.Gen) string {
	sub := g.Ctx.Generator(cty.GetAttrPath("key_id"), cty.StringVal(g.Addr))
	return sub.Hex(40)
}

// fakePEM returns a PEM block of random bytes.
func fakePEM(kind string, g *mock.Gen) string {
	body := base64.StdEncoding.EncodeToString(g.Bytes(600))
	var sb strings.Builder
	sb.WriteString("-----BEGIN " + kind + "-----\n")
	for len(body) > 64 {
		sb.WriteString(body[:64] + "\n")
		body = body[64:]
	}
	sb.WriteString(body + "\n-----END " + kind + "-----\n")
	return sb.String()
}

// credentialsFile returns a base64 service account credentials file.
func credentialsFile(g *mock.Gen) string {
	email, project := accountOfKey(g)
	doc := map[string]string{
		"type":                        "service_account",
		"project_id":                  project,
		"private_key_id":              keyID(g),
		"private_key":                 fakePEM("PRIVATE KEY", g),
		"client_email":                email,
		"client_id":                   "1" + g.Digits(20),
		"auth_uri":                    "https://accounts.google.com/o/oauth2/auth",
		"token_uri":                   "https://oauth2.googleapis.com/token",
		"auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
		"client_x509_cert_url":        "https://www.googleapis.com/robot/v1/metadata/x509/" + strings.ReplaceAll(email, "@", "%40"),
		"universe_domain":             "googleapis.com",
	}
	b, _ := json.MarshalIndent(doc, "", "  ")
	return base64.StdEncoding.EncodeToString(b)
}

// projectIAMMember is google_project_iam_member.
func projectIAMMember() *mock.Resource {
	return &mock.Resource{
		Schema: schemaOf("projectIAMMember"),
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string {
				return fmt.Sprintf("%s/%s/%s", top(g, "project"), top(g, "role"), top(g, "member"))
			}),
			"etag": gen(etag),
		},
	}
}

// projectIAMBinding is google_project_iam_binding, the authoritative list
// of members of one role.
func projectIAMBinding() *mock.Resource {
	return &mock.Resource{
		Schema: schemaOf("projectIAMBinding"),
		Generators: map[string]mock.Generator{
			"id":   gen(func(g *mock.Gen) string { return top(g, "project") + "/" + top(g, "role") }),
			"etag": gen(etag),
		},
	}
}
