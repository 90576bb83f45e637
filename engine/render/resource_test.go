package render

import (
	"testing"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/plans"
)

// TestReplaceWithNestedBlocks covers a replacement forced by one
// attribute, with a sensitive attribute, an identifying map, and list,
// set and single nested blocks.
func TestReplaceWithNestedBlocks(t *testing.T) {
	before := server(str("srv-1"), str("small"),
		map[string]cty.Value{"team": str("a"), "Name": str("web")}, secret(str("old")),
		[]cty.Value{nic("sn-1", str("10.0.0.5"))},
		[]cty.Value{rule(22, "tcp"), rule(80, "tcp")}, "ops")
	after := server(cty.UnknownVal(cty.String), str("large"),
		map[string]cty.Value{"team": str("b"), "Name": str("web"), "env": str("prod")}, secret(str("new")),
		[]cty.Value{nic("sn-1", cty.UnknownVal(cty.String))},
		[]cty.Value{rule(22, "tcp"), rule(443, "tcp")}, "ops")
	got := oneChange(t, &plans.ResourceInstanceChange{
		Addr:            managed("mock_server", "web", nil),
		Action:          plans.DeleteThenCreate,
		ActionReason:    plans.ReplaceCannotUpdate,
		Before:          before,
		After:           after,
		RequiredReplace: []cty.Path{cty.GetAttrPath("size")},
	}, serverSchema())
	expectText(t, got, `  # mock_server.web must be replaced
-/+ resource "mock_server" "web" {
      ~ admin_password = (sensitive value)
      ~ id             = "srv-1" -> (known after apply)
        name           = "web"
      ~ size           = "small" -> "large" # forces replacement
      ~ tags           = {
            "Name" = "web"
          + "env"  = "prod"
          ~ "team" = "a" -> "b"
        }

      - firewall_rule {
          - port     = 80 -> null
          - protocol = "tcp" -> null
        }
      + firewall_rule {
          + port     = 443
          + protocol = "tcp"
        }

      ~ network_interface {
          ~ ip     = "10.0.0.5" -> (known after apply)
            # (1 unchanged attribute hidden)
        }

        # (2 unchanged blocks hidden)
    }`)
}

// TestCreateHidesNullsAndSensitive covers a creation: null attributes
// are left out, schema-sensitive values hidden, nested blocks listed.
func TestCreateHidesNullsAndSensitive(t *testing.T) {
	after := server(cty.UnknownVal(cty.String), str("small"), nil, secret(str("pw")),
		[]cty.Value{nic("sn-1", cty.UnknownVal(cty.String))}, []cty.Value{rule(22, "tcp")}, "ops")
	got := oneChange(t, &plans.ResourceInstanceChange{
		Addr:   managed("mock_server", "web", addrs.IntKey(0)),
		Action: plans.Create,
		Before: cty.NullVal(after.Type()),
		After:  after,
	}, serverSchema())
	expectText(t, got, `  # mock_server.web[0] will be created
  + resource "mock_server" "web" {
      + admin_password = (sensitive value)
      + id             = (known after apply)
      + name           = "web"
      + size           = "small"

      + firewall_rule {
          + port     = 22
          + protocol = "tcp"
        }

      + metadata {
          + owner = "ops"
        }

      + network_interface {
          + ip     = (known after apply)
          + subnet = "sn-1"
        }
    }`)
}

// TestDestroyShowsNullSuffix covers a deletion because the instance left
// a for_each map, with nested blocks and a sensitive value.
func TestDestroyShowsNullSuffix(t *testing.T) {
	before := server(str("srv-9"), str("small"), map[string]cty.Value{"team": str("a")}, secret(str("pw")),
		nil, []cty.Value{rule(22, "tcp")}, "ops")
	got := oneChange(t, &plans.ResourceInstanceChange{
		Addr:         managed("mock_server", "web", addrs.StringKey("blue")),
		Action:       plans.Delete,
		ActionReason: plans.DeleteEachKey,
		Before:       before,
		After:        cty.NullVal(before.Type()),
	}, serverSchema())
	expectText(t, got, `  # mock_server.web["blue"] will be destroyed
  # (because key ["blue"] is not in for_each map)
  - resource "mock_server" "web" {
      - admin_password = (sensitive value) -> null
      - id             = "srv-9" -> null
      - name           = "web" -> null
      - size           = "small" -> null
      - tags           = {
          - "team" = "a"
        } -> null

      - firewall_rule {
          - port     = 22 -> null
          - protocol = "tcp" -> null
        }

      - metadata {
          - owner = "ops" -> null
        }
    }`)
}

// bucketSchema has a JSON policy, a multi-line script, a single block
// with a sensitive attribute and a map-nested block.
func bucketSchema() *configschema.Block {
	return &configschema.Block{
		Attributes: map[string]*configschema.Attribute{
			"id":     {Type: cty.String, Computed: true},
			"arn":    {Type: cty.String, Computed: true},
			"policy": {Type: cty.String, Optional: true},
			"script": {Type: cty.String, Optional: true},
		},
		BlockTypes: map[string]*configschema.NestedBlock{
			"credentials": {Nesting: configschema.NestingSingle, Block: configschema.Block{
				Attributes: map[string]*configschema.Attribute{
					"username": {Type: cty.String, Required: true},
					"password": {Type: cty.String, Required: true, Sensitive: true},
				},
			}},
			"lifecycle_rule": {Nesting: configschema.NestingMap, Block: configschema.Block{
				Attributes: map[string]*configschema.Attribute{
					"days": {Type: cty.Number, Required: true},
				},
			}},
		},
	}
}

func bucket(id cty.Value, policy, script string, days map[string]int64) cty.Value {
	rules := map[string]cty.Value{}
	for k, d := range days {
		rules[k] = object(map[string]cty.Value{"days": num(d)})
	}
	return object(map[string]cty.Value{
		"id":             id,
		"arn":            id,
		"policy":         str(policy),
		"script":         str(script),
		"credentials":    object(map[string]cty.Value{"username": str("svc"), "password": str("hunter2")}),
		"lifecycle_rule": cty.MapVal(rules),
	})
}

const policyV1 = `{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":"s3:GetObject"}]}`

// TestCreateJSONAndHeredoc covers jsonencode() rendering of a JSON
// string, a heredoc for a multi-line string, and map-nested blocks.
func TestCreateJSONAndHeredoc(t *testing.T) {
	after := bucket(cty.UnknownVal(cty.String), policyV1, "#!/bin/sh\necho hello\n", map[string]int64{"expire": 365, "archive": 30})
	got := oneChange(t, &plans.ResourceInstanceChange{
		Addr: managed("mock_bucket", "logs", nil), Action: plans.Create,
		Before: cty.NullVal(after.Type()), After: after,
	}, bucketSchema())
	expectText(t, got, `  # mock_bucket.logs will be created
  + resource "mock_bucket" "logs" {
      + arn    = (known after apply)
      + id     = (known after apply)
      + policy = jsonencode(
            {
              + Statement = [
                  + {
                      + Action = "s3:GetObject"
                      + Effect = "Allow"
                    },
                ]
              + Version   = "2012-10-17"
            }
        )
      + script = <<-EOT
            #!/bin/sh
            echo hello
        EOT

      + credentials {
          + password = (sensitive value)
          + username = "svc"
        }

      + lifecycle_rule "archive" {
          + days = 30
        }
      + lifecycle_rule "expire" {
          + days = 365
        }
    }`)
}

// TestUpdateJSONAndHeredoc covers in-place diffs inside a JSON document
// and a multi-line string, a whitespace-only JSON change, and map-nested
// blocks that change, appear and disappear.
func TestUpdateJSONAndHeredoc(t *testing.T) {
	before := bucket(str("b-1"), policyV1, "#!/bin/sh\necho hello\nexit 0", map[string]int64{"expire": 365, "archive": 30})
	policyV2 := `{"Version":"2012-10-17","Statement":[{"Effect":"Deny","Action":"s3:GetObject"}]}`
	after := bucket(str("b-1"), policyV2, "#!/bin/sh\necho goodbye\nexit 0", map[string]int64{"expire": 90, "tier": 7})
	got := oneChange(t, &plans.ResourceInstanceChange{
		Addr: managed("mock_bucket", "logs", nil), Action: plans.Update,
		Before: before, After: after,
	}, bucketSchema())
	expectText(t, got, `  # mock_bucket.logs will be updated in-place
  ~ resource "mock_bucket" "logs" {
        id     = "b-1"
      ~ policy = jsonencode(
          ~ {
              ~ Statement = [
                  ~ {
                      ~ Effect = "Allow" -> "Deny"
                        # (1 unchanged attribute hidden)
                    },
                ]
                # (1 unchanged attribute hidden)
            }
        )
      ~ script = <<-EOT
            #!/bin/sh
          - echo hello
          + echo goodbye
            exit 0
        EOT
        # (1 unchanged attribute hidden)

      - lifecycle_rule "archive" {
          - days = 30 -> null
        }
      ~ lifecycle_rule "expire" {
          ~ days = 365 -> 90
        }
      + lifecycle_rule "tier" {
          + days = 7
        }

        # (1 unchanged block hidden)
    }`)

	spaced := bucket(str("b-1"), "{\"Version\": \"2012-10-17\", \"Statement\": [{\"Effect\": \"Allow\", \"Action\": \"s3:GetObject\"}]}", "x", map[string]int64{"expire": 365})
	plain := bucket(str("b-1"), policyV1, "x", map[string]int64{"expire": 365})
	got = oneChange(t, &plans.ResourceInstanceChange{
		Addr: managed("mock_bucket", "logs", nil), Action: plans.Update,
		Before: plain, After: spaced,
	}, bucketSchema())
	expectText(t, got, `  # mock_bucket.logs will be updated in-place
  ~ resource "mock_bucket" "logs" {
        id     = "b-1"
      ~ policy = jsonencode( # whitespace changes
            {
                Statement = [
                    {
                        Action = "s3:GetObject"
                        Effect = "Allow"
                    },
                ]
                Version   = "2012-10-17"
            }
        )
        # (2 unchanged attributes hidden)

        # (2 unchanged blocks hidden)
    }`)
}

// TestNestedAttributes covers nested attribute types (single, list and
// map nesting) with sensitive members.
func TestNestedAttributes(t *testing.T) {
	member := map[string]*configschema.Attribute{
		"user":  {Type: cty.String, Required: true},
		"token": {Type: cty.String, Optional: true, Sensitive: true},
	}
	schema := &configschema.Block{Attributes: map[string]*configschema.Attribute{
		"id":     {Type: cty.String, Computed: true},
		"owner":  {NestedType: &configschema.Object{Nesting: configschema.NestingSingle, Attributes: member}},
		"admins": {NestedType: &configschema.Object{Nesting: configschema.NestingList, Attributes: member}},
		"teams":  {NestedType: &configschema.Object{Nesting: configschema.NestingMap, Attributes: member}},
	}}
	m := func(user, token string) cty.Value {
		return object(map[string]cty.Value{"user": str(user), "token": str(token)})
	}
	before := object(map[string]cty.Value{
		"id":     str("g-1"),
		"owner":  m("ann", "t1"),
		"admins": cty.ListVal([]cty.Value{m("bob", "t2"), m("cy", "t3")}),
		"teams":  cty.MapVal(map[string]cty.Value{"dev": m("dee", "t4"), "ops": m("oz", "t5")}),
	})
	after := object(map[string]cty.Value{
		"id":     str("g-1"),
		"owner":  m("ann", "t9"),
		"admins": cty.ListVal([]cty.Value{m("bob", "t2"), m("cyd", "t3"), m("eve", "t6")}),
		"teams":  cty.MapVal(map[string]cty.Value{"dev": m("dee", "t4"), "qa": m("quin", "t7")}),
	})
	got := oneChange(t, &plans.ResourceInstanceChange{
		Addr: managed("mock_group", "g", nil), Action: plans.Update, Before: before, After: after,
	}, schema)
	expectText(t, got, `  # mock_group.g will be updated in-place
  ~ resource "mock_group" "g" {
      ~ admins = [
          ~ {
              ~ user  = "cy" -> "cyd"
                # (1 unchanged attribute hidden)
            },
          + {
              + token = (sensitive value)
              + user  = "eve"
            },
            # (1 unchanged element hidden)
        ]
        id     = "g-1"
      ~ owner  = {
          ~ token = (sensitive value)
            # (1 unchanged attribute hidden)
        }
      ~ teams  = {
          - "ops" = {
              - token = (sensitive value) -> null
              - user  = "oz" -> null
            },
          + "qa" = {
              + token = (sensitive value)
              + user  = "quin"
            },
            # (1 unchanged element hidden)
        }
    }`)
}

// TestSensitivityChanges covers a value that becomes sensitive and a
// nested block that holds sensitive values.
func TestSensitivityChanges(t *testing.T) {
	schema := &configschema.Block{
		Attributes: map[string]*configschema.Attribute{
			"id":    {Type: cty.String, Computed: true},
			"label": {Type: cty.String, Optional: true},
		},
		BlockTypes: map[string]*configschema.NestedBlock{
			"env": {Nesting: configschema.NestingList, Block: configschema.Block{
				Attributes: map[string]*configschema.Attribute{
					"name":  {Type: cty.String, Required: true},
					"value": {Type: cty.String, Required: true},
				},
			}},
		},
	}
	env := func(v cty.Value) cty.Value {
		return cty.ListVal([]cty.Value{object(map[string]cty.Value{"name": str("DB"), "value": v})})
	}
	before := object(map[string]cty.Value{"id": str("fn-1"), "label": str("api"), "env": env(str("a"))})
	after := object(map[string]cty.Value{"id": str("fn-1"), "label": secret(str("api")), "env": env(secret(str("b")))})
	got := oneChange(t, &plans.ResourceInstanceChange{
		Addr: managed("mock_function", "f", nil), Action: plans.Update, Before: before, After: after,
	}, schema)
	expectText(t, got, `  # mock_function.f will be updated in-place
  ~ resource "mock_function" "f" {
        id    = "fn-1"
      # Warning: this attribute value will be marked as sensitive and will not
      # display in UI output after applying this change. The value is unchanged.
      ~ label = (sensitive value)

      ~ env {
            name  = "DB"
          # Warning: this attribute value will be marked as sensitive and will not
          # display in UI output after applying this change.
          ~ value = (sensitive value)
        }
    }`)

	// A set block whose elements hold a sensitive value is sensitive as
	// a whole.
	setSchema := &configschema.Block{BlockTypes: map[string]*configschema.NestedBlock{
		"secret": {Nesting: configschema.NestingSet, Block: configschema.Block{
			Attributes: map[string]*configschema.Attribute{"data": {Type: cty.String, Required: true, Sensitive: true}},
		}},
	}}
	sv := func(s string) cty.Value {
		return object(map[string]cty.Value{"secret": cty.SetVal([]cty.Value{object(map[string]cty.Value{"data": str(s)})})})
	}
	got = oneChange(t, &plans.ResourceInstanceChange{
		Addr: managed("mock_vault", "v", nil), Action: plans.Update, Before: sv("x"), After: sv("y"),
	}, setSchema)
	expectText(t, got, `  # mock_vault.v will be updated in-place
  ~ resource "mock_vault" "v" {
      - secret {
          # At least one attribute in this block is (or was) sensitive,
          # so its contents will not be displayed.
        }
      + secret {
          # At least one attribute in this block is (or was) sensitive,
          # so its contents will not be displayed.
        }
    }`)
}

// TestCollectionsInAttributes covers list context lines, sets of
// primitives, a forced replacement inside a map, and a change of type.
// Lists of different lengths are diffed by longest common subsequence;
// see TestListSameLength for lists of equal length.
func TestCollectionsInAttributes(t *testing.T) {
	schema := &configschema.Block{Attributes: map[string]*configschema.Attribute{
		"id":      {Type: cty.String, Computed: true},
		"zones":   {Type: cty.List(cty.String), Optional: true},
		"aliases": {Type: cty.Set(cty.String), Optional: true},
		"labels":  {Type: cty.Map(cty.String), Optional: true},
		"extra":   {Type: cty.DynamicPseudoType, Optional: true},
	}}
	list := func(xs ...string) cty.Value {
		var v []cty.Value
		for _, x := range xs {
			v = append(v, str(x))
		}
		return cty.ListVal(v)
	}
	set := func(xs ...string) cty.Value {
		var v []cty.Value
		for _, x := range xs {
			v = append(v, str(x))
		}
		return cty.SetVal(v)
	}
	before := object(map[string]cty.Value{
		"id":      str("z-1"),
		"zones":   list("a", "b", "c", "d", "e", "f"),
		"aliases": set("www", "api"),
		"labels":  cty.MapVal(map[string]cty.Value{"tier": str("1"), "app": str("x")}),
		"extra":   str("plain"),
	})
	after := object(map[string]cty.Value{
		"id":      str("z-1"),
		"zones":   list("a", "b", "c", "d", "f", "g", "h"),
		"aliases": set("www", "cdn"),
		"labels":  cty.MapVal(map[string]cty.Value{"tier": str("2"), "app": str("x")}),
		"extra":   cty.TupleVal([]cty.Value{str("plain"), cty.True}),
	})
	got := oneChange(t, &plans.ResourceInstanceChange{
		Addr: managed("mock_zone", "z", nil), Action: plans.DeleteThenCreate, ActionReason: plans.ReplaceByRequest,
		Before: before, After: after,
		RequiredReplace: []cty.Path{cty.GetAttrPath("labels").Index(str("tier"))},
	}, schema)
	expectText(t, got, `  # mock_zone.z will be replaced, as requested
-/+ resource "mock_zone" "z" {
      ~ aliases = [
          - "api",
          + "cdn",
            # (1 unchanged element hidden)
        ]
      ~ extra   = "plain" -> [
          + "plain",
          + true,
        ]
        id      = "z-1"
      ~ labels  = {
          ~ "tier" = "1" -> "2" # forces replacement
            # (1 unchanged element hidden)
        }
      ~ zones   = [
            # (3 unchanged elements hidden)
            "d",
          - "e",
            "f",
          + "g",
          + "h",
        ]
    }`)
}

// TestChangeComments covers the comment lines above a change.
func TestChangeComments(t *testing.T) {
	schema := &configschema.Block{Attributes: map[string]*configschema.Attribute{
		"id":  {Type: cty.String, Computed: true},
		"ami": {Type: cty.String, Optional: true},
	}}
	obj := func(id, ami string) cty.Value { return object(map[string]cty.Value{"id": str(id), "ami": str(ami)}) }
	moduleAddr := managed("mock_vm", "a", addrs.IntKey(2))
	moduleAddr.Module = addrs.RootModuleInstance.Child("app", addrs.StringKey("eu"))
	cases := []struct {
		name string
		c    *plans.ResourceInstanceChange
		want string
	}{
		{"tainted", &plans.ResourceInstanceChange{Addr: managed("mock_vm", "a", nil), Action: plans.CreateThenDelete, ActionReason: plans.ReplaceBecauseTainted,
			Before: obj("i-1", "x"), After: object(map[string]cty.Value{"id": cty.UnknownVal(cty.String), "ami": str("x")})},
			`  # mock_vm.a is tainted, so must be replaced
+/- resource "mock_vm" "a" {
      ~ id  = "i-1" -> (known after apply)
        # (1 unchanged attribute hidden)
    }`},
		{"triggers", &plans.ResourceInstanceChange{Addr: managed("mock_vm", "a", nil), Action: plans.DeleteThenCreate, ActionReason: plans.ReplaceByTriggers,
			Before: obj("i-1", "x"), After: object(map[string]cty.Value{"id": cty.UnknownVal(cty.String), "ami": str("x")})},
			`  # mock_vm.a will be replaced due to changes in replace_triggered_by
-/+ resource "mock_vm" "a" {
      ~ id  = "i-1" -> (known after apply)
        # (1 unchanged attribute hidden)
    }`},
		{"deposed", &plans.ResourceInstanceChange{Addr: managed("mock_vm", "a", nil), DeposedKey: "00c0ffee", Action: plans.Delete,
			Before: obj("i-0", "x"), After: cty.NullVal(obj("", "").Type())},
			`  # mock_vm.a (deposed object 00c0ffee) will be destroyed
  # (left over from a partially-failed replacement of this instance)
  - resource "mock_vm" "a" {
      - ami = "x" -> null
      - id  = "i-0" -> null
    }`},
		{"no module", &plans.ResourceInstanceChange{Addr: moduleAddr, Action: plans.Delete, ActionReason: plans.DeleteNoModule,
			Before: obj("i-2", "x"), After: cty.NullVal(obj("", "").Type())},
			`  # module.app["eu"].mock_vm.a[2] will be destroyed
  # (because module.app["eu"] is not in configuration)
  - resource "mock_vm" "a" {
      - ami = "x" -> null
      - id  = "i-2" -> null
    }`},
		{"moved and updated", &plans.ResourceInstanceChange{Addr: managed("mock_vm", "b", nil), PrevRunAddr: managed("mock_vm", "a", nil), Action: plans.Update,
			Before: obj("i-1", "x"), After: obj("i-1", "y")},
			`  # mock_vm.b will be updated in-place
  # (moved from mock_vm.a)
  ~ resource "mock_vm" "b" {
      ~ ami = "x" -> "y"
        id  = "i-1"
    }`},
		{"import", &plans.ResourceInstanceChange{Addr: managed("mock_vm", "a", nil), Action: plans.NoOp, Importing: true, ImportingID: "i-7",
			Before: obj("i-7", "x"), After: obj("i-7", "x")},
			`  # mock_vm.a will be imported
    resource "mock_vm" "a" {
        ami = "x"
        id  = "i-7"
    }`},
		{"import and update", &plans.ResourceInstanceChange{Addr: managed("mock_vm", "a", nil), Action: plans.Update, Importing: true, ImportingID: "i-7",
			Before: obj("i-7", "x"), After: obj("i-7", "y")},
			`  # mock_vm.a will be updated in-place
  # (imported from "i-7")
  ~ resource "mock_vm" "a" {
      ~ ami = "x" -> "y"
        id  = "i-7"
    }`},
		{"read", &plans.ResourceInstanceChange{Addr: dataAddr("mock_image", "ubuntu"), Action: plans.Read, ActionReason: plans.ReadBecauseDependencyPending,
			Before: cty.NullVal(obj("", "").Type()), After: object(map[string]cty.Value{"id": cty.UnknownVal(cty.String), "ami": str("x")})},
			`  # data.mock_image.ubuntu will be read during apply
  # (depends on a resource or a module with changes pending)
 <= data "mock_image" "ubuntu" {
      + ami = "x"
      + id  = (known after apply)
    }`},
		{"wrong repetition", &plans.ResourceInstanceChange{Addr: managed("mock_vm", "a", addrs.StringKey("k")), Action: plans.Delete, ActionReason: plans.DeleteWrongRepetition,
			Before: obj("i-3", "x"), After: cty.NullVal(obj("", "").Type())},
			`  # mock_vm.a["k"] will be destroyed
  # (because resource does not use for_each)
  - resource "mock_vm" "a" {
      - ami = "x" -> null
      - id  = "i-3" -> null
    }`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			expectText(t, oneChange(t, tc.c, schema), tc.want)
		})
	}
}

// TestNoSchema renders a change from its values' types when the
// provider's schema is unknown.
func TestNoSchema(t *testing.T) {
	after := object(map[string]cty.Value{
		"id":   cty.UnknownVal(cty.String),
		"spec": object(map[string]cty.Value{"cpu": num(2), "disk": cty.NullVal(cty.String)}),
	})
	c := &plans.ResourceInstanceChange{Addr: managed("other_thing", "t", nil), Action: plans.Create, Before: cty.NullVal(after.Type()), After: after}
	c.PrevRunAddr = c.Addr
	r := resourceDiff{c: c, d: diffResource(c, nil, everything)}
	got, _ := renderResourceDiff(r, causePlanned, colorizer{})
	expectText(t, got, `  # other_thing.t will be created
  + resource "other_thing" "t" {
      + id   = (known after apply)
      + spec = {
          + cpu = 2
        }
    }`)
}

// TestListSameLength covers lists of equal length that are not a
// reordering: elements are compared position by position.
func TestListSameLength(t *testing.T) {
	schema := &configschema.Block{Attributes: map[string]*configschema.Attribute{
		"id":    {Type: cty.String, Computed: true},
		"zones": {Type: cty.List(cty.String), Optional: true},
	}}
	mk := func(xs ...string) cty.Value {
		var v []cty.Value
		for _, x := range xs {
			v = append(v, str(x))
		}
		return object(map[string]cty.Value{"id": str("z-1"), "zones": cty.ListVal(v)})
	}
	got := oneChange(t, &plans.ResourceInstanceChange{
		Addr: managed("mock_zone", "z", nil), Action: plans.Update,
		Before: mk("a", "b", "c", "d", "e", "f"), After: mk("a", "b", "c", "d", "f", "g"),
	}, schema)
	expectText(t, got, `  # mock_zone.z will be updated in-place
  ~ resource "mock_zone" "z" {
        id    = "z-1"
      ~ zones = [
            # (3 unchanged elements hidden)
            "d",
          ~ "e" -> "f",
          ~ "f" -> "g",
        ]
    }`)

	// A reordering is shown as removals and additions.
	got = oneChange(t, &plans.ResourceInstanceChange{
		Addr: managed("mock_zone", "z", nil), Action: plans.Update,
		Before: mk("a", "b", "c"), After: mk("c", "a", "b"),
	}, schema)
	expectText(t, got, `  # mock_zone.z will be updated in-place
  ~ resource "mock_zone" "z" {
        id    = "z-1"
      ~ zones = [
          + "c",
            "a",
            "b",
          - "c",
        ]
    }`)
}

// TestWriteOnlyAttributes covers write-only attributes, which are shown
// without a value and follow their block's action except on update.
func TestWriteOnlyAttributes(t *testing.T) {
	schema := &configschema.Block{Attributes: map[string]*configschema.Attribute{
		"id":          {Type: cty.String, Computed: true},
		"size":        {Type: cty.Number, Optional: true},
		"password_wo": {Type: cty.String, Optional: true, WriteOnly: true},
	}}
	mk := func(id cty.Value, size int64) cty.Value {
		return object(map[string]cty.Value{"id": id, "size": num(size), "password_wo": cty.NullVal(cty.String)})
	}
	got := oneChange(t, &plans.ResourceInstanceChange{Addr: managed("mock_db", "d", nil), Action: plans.Create,
		Before: cty.NullVal(mk(str(""), 0).Type()), After: mk(cty.UnknownVal(cty.String), 10)}, schema)
	expectText(t, got, `  # mock_db.d will be created
  + resource "mock_db" "d" {
      + id          = (known after apply)
      + password_wo = (write-only attribute)
      + size        = 10
    }`)
	got = oneChange(t, &plans.ResourceInstanceChange{Addr: managed("mock_db", "d", nil), Action: plans.Update,
		Before: mk(str("db-1"), 10), After: mk(str("db-1"), 20)}, schema)
	expectText(t, got, `  # mock_db.d will be updated in-place
  ~ resource "mock_db" "d" {
        id          = "db-1"
      ~ size        = 10 -> 20
        # (1 unchanged attribute hidden)
    }`)
}
