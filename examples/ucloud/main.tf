provider "ucloud" {
  region = var.region
}

# The newest CentOS base image of the zone.
data "ucloud_images" "default" {
  availability_zone = var.zone
  name_regex        = "^CentOS 7.[1-2] 64"
  image_type        = "base"
}

resource "ucloud_vpc" "default" {
  name        = "tf-example-web"
  tag         = "tf-example"
  cidr_blocks = ["192.168.0.0/16"]
}

resource "ucloud_subnet" "default" {
  name       = "tf-example-web"
  tag        = "tf-example"
  cidr_block = "192.168.1.0/24"
  vpc_id     = ucloud_vpc.default.id
}

resource "ucloud_security_group" "web" {
  name = "tf-example-web"
  tag  = "tf-example"

  rules {
    port_range = "80"
    protocol   = "tcp"
    cidr_block = "0.0.0.0/0"
    policy     = "accept"
  }

  rules {
    port_range = "443"
    protocol   = "tcp"
    cidr_block = "0.0.0.0/0"
    policy     = "accept"
  }
}

resource "ucloud_instance" "web" {
  count = var.instance_count

  name              = format("tf-example-web-%02d", count.index + 1)
  tag               = "tf-example"
  availability_zone = var.zone
  instance_type     = var.instance_type
  image_id          = data.ucloud_images.default.images[0].id
  boot_disk_type    = "cloud_ssd"

  vpc_id         = ucloud_vpc.default.id
  subnet_id      = ucloud_subnet.default.id
  security_group = ucloud_security_group.web.id
}

resource "ucloud_eip" "web" {
  name          = "tf-example-web"
  tag           = "tf-example"
  bandwidth     = 2
  charge_mode   = "bandwidth"
  internet_type = "bgp"
}

resource "ucloud_eip_association" "web" {
  resource_id = ucloud_instance.web[0].id
  eip_id      = ucloud_eip.web.id
}

# A standby server in a second region, through an aliased provider
# configuration: each provider block has its own region.
provider "ucloud" {
  alias  = "standby"
  region = var.standby_region
}

data "ucloud_zones" "standby" {
  provider = ucloud.standby
}

data "ucloud_images" "standby" {
  provider = ucloud.standby

  availability_zone = data.ucloud_zones.standby.zones[0].id
  name_regex        = "^CentOS 7.[1-2] 64"
  image_type        = "base"
}

resource "ucloud_instance" "standby" {
  provider = ucloud.standby

  name              = "tf-example-standby"
  tag               = "tf-example"
  availability_zone = data.ucloud_zones.standby.zones[0].id
  instance_type     = var.instance_type
  image_id          = data.ucloud_images.standby.images[0].id
  boot_disk_type    = "cloud_ssd"
}
