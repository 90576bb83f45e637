import type { Example } from "../example";

export const ucloudMultiRegion: Example = {
  id: "ucloud-multi-region",
  title: "UCloud: two regions with provider aliases",
  description: "The same web server with its public IP in Beijing and Shanghai: two aliased ucloud provider configurations, chosen block by block.",
  planSummary: "Plan: 10 to add, 0 to change, 0 to destroy.",
  files: {
    "versions.tf": `terraform {
  required_providers {
    ucloud = {
      source  = "ucloud/ucloud"
      version = "~> 1.38"
    }
  }
}

# tfplay has no model of UCloud: its generic mock stands in, accepting
# every resource type and argument (init says so). The configuration is
# written as for the real provider.
#
# Credentials come from the environment (UCLOUD_PUBLIC_KEY,
# UCLOUD_PRIVATE_KEY, UCLOUD_PROJECT_ID), never from the code.
`,
    "providers.tf": `# One provider configuration per region. Each has an alias; every
# resource and data source says which one it uses with
# provider = ucloud.ALIAS. (With no alias, a configuration is the
# default one, used by blocks that name none.)

provider "ucloud" {
  alias  = "beijing"
  region = "cn-bj2"
}

provider "ucloud" {
  alias  = "shanghai"
  region = "cn-sh2"
}
`,
    "beijing.tf": `data "ucloud_images" "beijing" {
  provider          = ucloud.beijing
  availability_zone = "cn-bj2-04"
  name_regex        = "^CentOS 7"
  image_type        = "base"
}

resource "ucloud_vpc" "beijing" {
  provider    = ucloud.beijing
  name        = "web-beijing"
  cidr_blocks = ["192.168.0.0/16"]
}

resource "ucloud_subnet" "beijing" {
  provider   = ucloud.beijing
  name       = "web-beijing"
  vpc_id     = ucloud_vpc.beijing.id
  cidr_block = "192.168.1.0/24"
}

resource "ucloud_instance" "beijing" {
  provider          = ucloud.beijing
  name              = "web-beijing"
  availability_zone = "cn-bj2-04"
  instance_type     = var.instance_type
  image_id          = data.ucloud_images.beijing.images[0].id
  boot_disk_type    = "cloud_ssd"
  vpc_id            = ucloud_vpc.beijing.id
  subnet_id         = ucloud_subnet.beijing.id
  tag               = var.tag
}

# A public address for the server, in the same region.
resource "ucloud_eip" "beijing" {
  provider      = ucloud.beijing
  name          = "web-beijing"
  bandwidth     = 2
  charge_mode   = "bandwidth"
  internet_type = "bgp"
  tag           = var.tag
}

resource "ucloud_eip_association" "beijing" {
  provider    = ucloud.beijing
  eip_id      = ucloud_eip.beijing.id
  resource_id = ucloud_instance.beijing.id
}
`,
    "shanghai.tf": `# The same as beijing.tf, in the other region. Each region has its own
# images, so the image is looked up there too.

data "ucloud_images" "shanghai" {
  provider          = ucloud.shanghai
  availability_zone = "cn-sh2-02"
  name_regex        = "^CentOS 7"
  image_type        = "base"
}

resource "ucloud_vpc" "shanghai" {
  provider    = ucloud.shanghai
  name        = "web-shanghai"
  cidr_blocks = ["10.10.0.0/16"]
}

resource "ucloud_subnet" "shanghai" {
  provider   = ucloud.shanghai
  name       = "web-shanghai"
  vpc_id     = ucloud_vpc.shanghai.id
  cidr_block = "10.10.1.0/24"
}

resource "ucloud_instance" "shanghai" {
  provider          = ucloud.shanghai
  name              = "web-shanghai"
  availability_zone = "cn-sh2-02"
  instance_type     = var.instance_type
  image_id          = data.ucloud_images.shanghai.images[0].id
  boot_disk_type    = "cloud_ssd"
  vpc_id            = ucloud_vpc.shanghai.id
  subnet_id         = ucloud_subnet.shanghai.id
  tag               = var.tag
}

# A public address for the server, in the same region.
resource "ucloud_eip" "shanghai" {
  provider      = ucloud.shanghai
  name          = "web-shanghai"
  bandwidth     = 2
  charge_mode   = "bandwidth"
  internet_type = "bgp"
  tag           = var.tag
}

resource "ucloud_eip_association" "shanghai" {
  provider    = ucloud.shanghai
  eip_id      = ucloud_eip.shanghai.id
  resource_id = ucloud_instance.shanghai.id
}
`,
    "variables.tf": `variable "instance_type" {
  type    = string
  default = "n-basic-2"
}

variable "tag" {
  type    = string
  default = "tfplay-example"
}
`,
    "outputs.tf": `output "instances" {
  value = {
    beijing  = ucloud_instance.beijing.id
    shanghai = ucloud_instance.shanghai.id
  }
}

output "public_ips" {
  value = {
    beijing  = ucloud_eip.beijing.public_ip
    shanghai = ucloud_eip.shanghai.public_ip
  }
}

# For many regions, put one region's resources in a module and call it
# once per region with providers = { ucloud = ucloud.ALIAS } (see the
# "Modules and provider aliases" example).
`,
  },
};
