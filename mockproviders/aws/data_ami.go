package aws

import (
	"crypto/sha256"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// image is an AMI of the built-in catalog aws_ami searches.
type image struct {
	name, owner, alias, arch, description, platform, rootDevice, volumeType string
	created                                                                 time.Time
}

// Owners of the catalog's images.
const (
	amazonOwner    = "137112412989"
	canonicalOwner = "099720109477"
	debianOwner    = "136693071363"
	windowsOwner   = "801119661308"
	redHatOwner    = "309956199498"
)

// images is a small catalog of the public images tutorials look up, a
// few builds of each so that most_recent has something to choose. It is
// built on the first look-up, not in every process that never makes one.
var images = sync.OnceValue(buildImages)

// buildImages lists the catalog.
func buildImages() []image {
	var ret []image
	day := func(v string) time.Time {
		t, _ := time.Parse("20060102", v)
		return t.Add(time.Duration(len(ret)%7) * time.Hour)
	}
	for _, d := range []string{"20241217", "20250107", "20250128"} {
		for _, arch := range []string{"x86_64", "arm64"} {
			ver := "2023.6." + d + ".0"
			ret = append(ret,
				image{name: "al2023-ami-" + ver + "-kernel-6.1-" + arch, owner: amazonOwner, alias: "amazon", arch: arch,
					description: "Amazon Linux 2023 AMI " + ver + " " + arch + " HVM kernel-6.1", rootDevice: "/dev/xvda", volumeType: "gp3", created: day(d)},
				image{name: "al2023-ami-minimal-" + ver + "-kernel-6.1-" + arch, owner: amazonOwner, alias: "amazon", arch: arch,
					description: "Amazon Linux 2023 AMI " + ver + " " + arch + " Minimal HVM kernel-6.1", rootDevice: "/dev/xvda", volumeType: "gp3", created: day(d)},
				image{name: "amzn2-ami-kernel-5.10-hvm-2.0." + d + ".0-" + arch + "-gp2", owner: amazonOwner, alias: "amazon", arch: arch,
					description: "Amazon Linux 2 Kernel 5.10 AMI 2.0." + d + ".0 " + arch + " HVM gp2", rootDevice: "/dev/xvda", volumeType: "gp2", created: day(d)},
				image{name: "amzn2-ami-hvm-2.0." + d + ".0-" + arch + "-gp2", owner: amazonOwner, alias: "amazon", arch: arch,
					description: "Amazon Linux 2 AMI 2.0." + d + ".0 " + arch + " HVM gp2", rootDevice: "/dev/xvda", volumeType: "gp2", created: day(d)},
			)
			ubuntuArch := map[string]string{"x86_64": "amd64", "arm64": "arm64"}[arch]
			for _, u := range []struct{ dir, code, ver string }{
				{"hvm-ssd", "focal", "20.04"}, {"hvm-ssd", "jammy", "22.04"}, {"hvm-ssd-gp3", "noble", "24.04"},
			} {
				vt := "gp2"
				if u.dir == "hvm-ssd-gp3" {
					vt = "gp3"
				}
				ret = append(ret, image{name: "ubuntu/images/" + u.dir + "/ubuntu-" + u.code + "-" + u.ver + "-" + ubuntuArch + "-server-" + d,
					owner: canonicalOwner, arch: arch, description: "Canonical, Ubuntu, " + u.ver + ", " + ubuntuArch + " " + u.code + " image",
					rootDevice: "/dev/sda1", volumeType: vt, created: day(d)})
			}
			ret = append(ret, image{name: "debian-12-" + ubuntuArch + "-" + d + "-1990", owner: debianOwner, arch: arch,
				description: "Debian 12 (" + d + "-1990)", rootDevice: "/dev/xvda", volumeType: "gp2", created: day(d)})
		}
		ret = append(ret,
			image{name: "Windows_Server-2022-English-Full-Base-" + d[:4] + "." + d[4:6] + "." + d[6:], owner: windowsOwner, alias: "amazon",
				arch: "x86_64", description: "Microsoft Windows Server 2022 Full Locale English AMI provided by Amazon", platform: "windows",
				rootDevice: "/dev/sda1", volumeType: "gp2", created: day(d)},
			image{name: "RHEL-9.5.0_HVM-" + d + "-x86_64-0-Hourly2-GP3", owner: redHatOwner, arch: "x86_64",
				description: "Provided by Red Hat, Inc.", rootDevice: "/dev/sda1", volumeType: "gp3", created: day(d)},
		)
	}
	return ret
}

// amiID is an image's id in a region: the same for every account.
func amiID(r, name string) string {
	sum := sha256.Sum256([]byte(r + "/" + name))
	return fmt.Sprintf("ami-0%x", sum[:8])
}

// snapshotID is the id of an image's root snapshot in a region.
func snapshotID(r, name string) string {
	sum := sha256.Sum256([]byte("snap/" + r + "/" + name))
	return fmt.Sprintf("snap-0%x", sum[:8])
}

// imageFields are the fields an EC2 filter can name.
func (im image) fields(r string) map[string]string {
	platform := ""
	if im.platform != "" {
		platform = im.platform
	}
	return map[string]string{
		"name": im.name, "architecture": im.arch, "description": im.description, "image-id": amiID(r, im.name),
		"owner-id": im.owner, "owner-alias": im.alias, "platform": platform, "virtualization-type": "hvm",
		"root-device-type": "ebs", "root-device-name": im.rootDevice, "state": "available", "image-type": "machine",
		"is-public": "true", "hypervisor": "xen", "ena-support": "true",
		"block-device-mapping.volume-type": im.volumeType, "block-device-mapping.device-name": im.rootDevice,
	}
}

// ownedBy reports whether an image belongs to one of the owners (ids or
// aliases); an empty list accepts every image.
func (im image) ownedBy(owners []string) bool {
	if len(owners) == 0 {
		return true
	}
	for _, o := range owners {
		if o == im.owner || (im.alias != "" && o == im.alias) {
			return true
		}
	}
	return false
}

func amiData() *mock.DataSource {
	d := &dsrc{desc: "Finds an AMI (machine image) by owner, filters and name pattern."}
	d.schemaKey = "amiData" // its schema: data_ami_schema.go
	d.read = readAMI
	return d.build()
}

// readAMI searches the catalog.
func readAMI(d *dsrc, c *mock.Ctx, config cty.Value) (cty.Value, hcl.Diagnostics) {
	r := region(c.Provider)
	owners := asStrings(getAttr(config, "owners"))
	fs := filters(config)
	var re *regexp.Regexp
	if pat := attrStr(config, "name_regex"); pat != "" {
		var err error
		if re, err = regexp.Compile(pat); err != nil {
			return config, dataError("Invalid name_regex", fmt.Sprintf("%q is not a valid regular expression: %s.", pat, err))
		}
	}
	if len(asStrings(getAttr(config, "executable_users"))) > 0 && contains(asStrings(getAttr(config, "executable_users")), "self") {
		return config, dataError("Your query returned no results. Please change your search criteria and try again.", "")
	}
	var found []image
	for _, im := range images() {
		if !im.ownedBy(owners) || !matchesAll(fs, im.fields(r)) || (re != nil && !re.MatchString(im.name)) {
			continue
		}
		found = append(found, im)
	}
	switch {
	case len(found) == 0:
		return config, dataError("Your query returned no results. Please change your search criteria and try again.", "")
	case len(found) > 1 && !asBool(getAttr(config, "most_recent")):
		return config, dataError("Your query returned more than one result. Please try more specific search criteria, or set `most_recent` attribute to true.", "")
	}
	sort.SliceStable(found, func(i, j int) bool { return found[i].created.After(found[j].created) })
	im := found[0]
	id := amiID(r, im.name)
	alias := cty.NullVal(cty.String)
	if im.alias != "" {
		alias = s(im.alias)
	}
	platformDetails, usage := "Linux/UNIX", "RunInstances"
	if im.platform == "windows" {
		platformDetails, usage = "Windows", "RunInstances:0002"
	} else if im.owner == redHatOwner {
		platformDetails, usage = "Red Hat Enterprise Linux", "RunInstances:0010"
	}
	size := "8"
	if im.platform == "windows" {
		size = "30"
	}
	vals := map[string]cty.Value{
		"id": s(id), "image_id": s(id), "name": s(im.name), "architecture": s(im.arch), "description": s(im.description),
		"arn":                 s("arn:" + partition(r) + ":ec2:" + r + "::image/" + id),
		"creation_date":       s(im.created.Format("2006-01-02T15:04:05.000Z")),
		"deprecation_time":    s(im.created.AddDate(2, 0, 0).Format("2006-01-02T15:04:05.000Z")),
		"owner_id":            s(im.owner),
		"image_owner_alias":   alias,
		"image_location":      s(map[bool]string{true: im.alias, false: im.owner}[im.alias != ""] + "/" + im.name),
		"image_type":          s("machine"),
		"hypervisor":          s("xen"),
		"virtualization_type": s("hvm"),
		"root_device_type":    s("ebs"),
		"root_device_name":    s(im.rootDevice),
		"root_snapshot_id":    s(snapshotID(r, im.name)),
		"state":               s("available"),
		"state_reason":        cty.MapVal(map[string]cty.Value{"code": s("UNSET"), "message": s("UNSET")}),
		"public":              cty.True,
		"ena_support":         cty.True,
		"sriov_net_support":   s("simple"),
		"platform":            s(im.platform),
		"platform_details":    s(platformDetails),
		"usage_operation":     s(usage),
		"boot_mode":           s(map[bool]string{true: "uefi", false: ""}[im.arch == "arm64"]),
		"imds_support":        s(map[bool]string{true: "v2.0", false: ""}[strings.HasPrefix(im.name, "al2023")]),
		"tags":                cty.MapValEmpty(cty.String),
		"most_recent":         b(asBool(getAttr(config, "most_recent"))),
		"include_deprecated":  b(asBool(getAttr(config, "include_deprecated"))),
		"block_device_mappings": cty.SetVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"device_name": s(im.rootDevice),
			"ebs": cty.MapVal(map[string]cty.Value{
				"delete_on_termination": s("true"), "encrypted": s("false"), "iops": s(map[bool]string{true: "3000", false: "0"}[im.volumeType == "gp3"]),
				"snapshot_id": s(snapshotID(r, im.name)), "throughput": s(map[bool]string{true: "125", false: "0"}[im.volumeType == "gp3"]),
				"volume_size": s(size), "volume_type": s(im.volumeType),
			}),
			"no_device": s(""), "virtual_name": s(""),
		})}),
	}
	if t := getAttr(config, "tags"); known(t) {
		delete(vals, "tags")
	}
	return d.fill(c, setAttrs(config, vals)), nil
}
