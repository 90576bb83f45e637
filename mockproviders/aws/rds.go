package aws

import (
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// rdsResources are the RDS types.
func rdsResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_db_instance":     dbInstance(),
		"aws_db_subnet_group": dbSubnetGroup(),
	}
}

// rdsZones are the hosted zones of RDS endpoints, by region.
var rdsZones = map[string]string{
	"us-east-1": "Z2R2ITUGPM61AM", "us-east-2": "Z2XHWR1WZ565X2", "us-west-1": "Z10WI91S59XXQN",
	"us-west-2": "Z1PVIF0B656C1W", "eu-west-1": "Z29XKXDKYMONMX", "eu-central-1": "Z1RLNUO7B9Q6NB",
	"ap-southeast-1": "Z2G0U3KFCY8NZ5", "ap-southeast-2": "Z2VFMSZA74J7XZ", "ap-northeast-1": "Z24O6O9L7SGTNB",
}

// enginePort is the default port of a database engine.
func enginePort(engine string) int {
	switch {
	case strings.HasPrefix(engine, "postgres"), strings.HasPrefix(engine, "aurora-postgresql"):
		return 5432
	case strings.HasPrefix(engine, "oracle"):
		return 1521
	case strings.HasPrefix(engine, "sqlserver"):
		return 1433
	}
	return 3306
}

// engineVersion is the version an engine gets when none is asked for.
func engineVersion(engine string) string {
	switch {
	case strings.HasPrefix(engine, "postgres"):
		return "16.3"
	case strings.HasPrefix(engine, "mariadb"):
		return "10.11.8"
	}
	return "8.0.39"
}

// objectListType is the type of a computed list of objects.
func objectListType(attrs ...string) cty.Type {
	m := map[string]cty.Type{}
	for _, a := range attrs {
		name, ty, _ := strings.Cut(a, ":")
		m[name] = map[string]cty.Type{"n": cty.Number, "b": cty.Bool}[ty]
		if m[name] == cty.NilType {
			m[name] = cty.String
		}
	}
	return cty.List(cty.Object(m))
}

func dbInstance() *mock.Resource {
	r := &res{version: 2, desc: "An RDS database instance (MySQL, PostgreSQL, MariaDB, Oracle, SQL Server)."}
	r.schemaKey = "dbInstance" // its schema: rds_schema.go
	r.conflicts = [][2]string{{"identifier", "identifier_prefix"}}
	r.defaults = map[string]cty.Value{
		"apply_immediately":            cty.False,
		"auto_minor_version_upgrade":   cty.True,
		"copy_tags_to_snapshot":        cty.False,
		"dedicated_log_volume":         cty.False,
		"delete_automated_backups":     cty.True,
		"monitoring_interval":          n(0),
		"performance_insights_enabled": cty.False,
		"publicly_accessible":          cty.False,
		"skip_final_snapshot":          cty.False,
	}
	engine := func(g *mock.Gen) string {
		if e := asString(g.Attr("engine")); e != "" {
			return e
		}
		return "mysql"
	}
	r.gens = map[string]mock.Generator{
		"id":          func(g *mock.Gen) cty.Value { return r.ref(g, "resource_id") },
		"resource_id": func(g *mock.Gen) cty.Value { return s("db-" + upper(g, 26)) },
		"identifier": func(g *mock.Gen) cty.Value {
			prefix := "terraform-"
			if p := asString(g.Attr("identifier_prefix")); p != "" {
				prefix = p
			}
			return s(prefix + uniqueSuffix(g))
		},
		"identifier_prefix": fixed(s("")),
		"arn":               func(g *mock.Gen) cty.Value { return arn(g, "rds", "db:"+r.refStr(g, "identifier")) },
		"address": func(g *mock.Gen) cty.Value {
			cluster := g.Ctx.Generator(cty.GetAttrPath("#cluster"), s(regionOf(g)+g.Env.Seed))
			reg := regionOf(g)
			return s(r.refStr(g, "identifier") + ".c" + cluster.From("abcdefghijklmnopqrstuvwxyz0123456789", 11) + "." + reg + ".rds." + dnsSuffix(reg))
		},
		"port": func(g *mock.Gen) cty.Value { return n(enginePort(engine(g))) },
		"endpoint": func(g *mock.Gen) cty.Value {
			return s(r.refStr(g, "address") + ":" + asString(mustString(r.ref(g, "port"))))
		},
		"engine": func(g *mock.Gen) cty.Value { return s(engine(g)) },
		"engine_version": func(g *mock.Gen) cty.Value {
			return s(engineVersion(engine(g)))
		},
		"engine_version_actual": func(g *mock.Gen) cty.Value {
			return s(fullVersion(engine(g), r.refStr(g, "engine_version")))
		},
		"engine_lifecycle_support": fixed(s("open-source-rds-extended-support")),
		"availability_zone": func(g *mock.Gen) cty.Value {
			zs := zones(regionOf(g))
			return s(zs[g.Intn(len(zs))])
		},
		"allocated_storage":       fixed(n(20)),
		"backup_retention_period": fixed(n(0)),
		"backup_target":           fixed(s("region")),
		"backup_window":           func(g *mock.Gen) cty.Value { return s(window(g, 30, false)) },
		"maintenance_window":      func(g *mock.Gen) cty.Value { return s(window(g, 30, true)) },
		"ca_cert_identifier":      fixed(s("rds-ca-rsa2048-g1")),
		"db_subnet_group_name":    fixed(s("default")),
		"hosted_zone_id":          func(g *mock.Gen) cty.Value { return s(hostedZone(rdsZones, g)) },
		"license_model": func(g *mock.Gen) cty.Value {
			if strings.HasPrefix(engine(g), "postgres") {
				return s("postgresql-license")
			}
			return s("general-public-license")
		},
		"multi_az":     fixed(cty.False),
		"network_type": fixed(s("IPV4")),
		"option_group_name": func(g *mock.Gen) cty.Value {
			return s("default:" + engine(g) + "-" + strings.ReplaceAll(majorVersion(engine(g), r.refStr(g, "engine_version")), ".", "-"))
		},
		"parameter_group_name": func(g *mock.Gen) cty.Value {
			return s("default." + engine(g) + majorVersion(engine(g), r.refStr(g, "engine_version")))
		},
		"status":                 fixed(s("available")),
		"storage_type":           fixed(s("gp2")),
		"username":               fixed(s("admin")),
		"latest_restorable_time": fixed(s("")),
		"vpc_security_group_ids": func(g *mock.Gen) cty.Value { return cty.SetVal([]cty.Value{s(awsID(g, "sg"))}) },
		"kms_key_id": func(g *mock.Gen) cty.Value {
			if asBool(g.Attr("storage_encrypted")) {
				return arn(g, "kms", "key/"+g.UUID())
			}
			return s("")
		},
		"performance_insights_retention_period": fixed(n(0)),
		"listener_endpoint":                     fixed(cty.ListValEmpty(objectListType("address", "hosted_zone_id", "port:n").ElementType())),
		"master_user_secret":                    fixed(cty.ListValEmpty(objectListType("kms_key_id", "secret_arn", "secret_status").ElementType())),
	}
	return r.build()
}

// fullVersion completes a partial engine version ("8.0", "16") with the
// patch level RDS would pick.
func fullVersion(engine, v string) string {
	want := 3
	if strings.HasPrefix(engine, "postgres") {
		want = 2
	}
	if v == "" {
		return engineVersion(engine)
	}
	if strings.Count(v, ".")+1 >= want {
		return v
	}
	if full, ok := map[string]string{"8.0": "8.0.39", "5.7": "5.7.44", "8.4": "8.4.3", "10.11": "10.11.8",
		"10.6": "10.6.19", "16": "16.3", "15": "15.7", "14": "14.12", "13": "13.15", "17": "17.2"}[v]; ok {
		return full
	}
	return v + ".1"
}

// mustString converts a known primitive value to a string value.
func mustString(v cty.Value) cty.Value {
	if v.IsKnown() && !v.IsNull() && v.Type() == cty.Number {
		return s(v.AsBigFloat().Text('f', -1))
	}
	return v
}

// majorVersion is the part of an engine version parameter groups are
// named after: 8.0 for MySQL 8.0.39, 16 for PostgreSQL 16.3.
func majorVersion(engine, version string) string {
	parts := strings.Split(version, ".")
	if strings.HasPrefix(engine, "postgres") || len(parts) < 2 {
		return parts[0]
	}
	return parts[0] + "." + parts[1]
}

// window returns a daily (hh:mm-hh:mm) or weekly (ddd:hh:mm-ddd:hh:mm)
// window of the given length in minutes.
func window(g *mock.Gen, minutes int, weekly bool) string {
	start := g.Intn(24*60-minutes) / 15 * 15
	end := start + minutes
	f := func(m int) string {
		return twoDigits(m/60) + ":" + twoDigits(m%60)
	}
	if !weekly {
		return f(start) + "-" + f(end)
	}
	day := []string{"sun", "mon", "tue", "wed", "thu", "fri", "sat"}[g.Intn(7)]
	return day + ":" + f(start) + "-" + day + ":" + f(end)
}

// twoDigits formats 0–99 on two digits.
func twoDigits(v int) string { return string([]byte{byte('0' + v/10), byte('0' + v%10)}) }

func dbSubnetGroup() *mock.Resource {
	r := &res{desc: "A DB subnet group: the subnets an RDS instance may be placed in."}
	r.schemaKey = "dbSubnetGroup" // its schema: rds_schema.go
	r.conflicts = [][2]string{{"name", "name_prefix"}}
	r.defaults = map[string]cty.Value{"description": s("Managed by Terraform")}
	r.gens = map[string]mock.Generator{
		"id":                      func(g *mock.Gen) cty.Value { return r.ref(g, "name") },
		"name":                    uniqueName("terraform-"),
		"name_prefix":             fixed(s("")),
		"arn":                     func(g *mock.Gen) cty.Value { return arn(g, "rds", "subgrp:"+r.refStr(g, "name")) },
		"supported_network_types": fixed(cty.SetVal([]cty.Value{s("IPV4")})),
		"vpc_id":                  hexID("vpc"),
	}
	return r.build()
}
