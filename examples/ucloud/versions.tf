terraform {
  required_providers {
    ucloud = {
      source  = "ucloud/ucloud"
      version = "~> 1.38"
    }
  }
}
