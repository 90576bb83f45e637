import type { Example } from "../example";

export const moduleProviders: Example = {
  id: "module-providers",
  title: "Modules and provider aliases",
  description: "Two AWS regions as aliased providers, passed to modules with providers = { ... } and configuration_aliases.",
  planSummary: "Plan: 5 to add, 0 to change, 0 to destroy.",
  files: {
    "providers.tf": `terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}

# The default configuration: used by every aws_ resource that says
# nothing else.
provider "aws" {
  region = "eu-west-1"
}

# A second configuration of the same provider, told apart by its alias
# and chosen with provider = aws.us_east.
provider "aws" {
  alias  = "us_east"
  region = "us-east-1"
}
`,
    "main.tf": `# A module inherits the default provider configurations. Give it another
# one with providers: inside, it is still plain "aws".
module "site_us" {
  source = "./modules/site"
  providers = {
    aws = aws.us_east
  }
  name = "shop-us"
}

module "site_eu" {
  source = "./modules/site" # inherits the default aws (eu-west-1)
  name   = "shop-eu"
}

# A module that needs two configurations at once declares the extra one
# with configuration_aliases, and the caller maps both.
module "backups" {
  source = "./modules/replicated-bucket"
  providers = {
    aws         = aws
    aws.replica = aws.us_east
  }
  name = "shop-backups"
}

# In the root module, a single resource can choose a configuration too.
resource "aws_sns_topic" "alerts" {
  provider = aws.us_east
  name     = "shop-alerts"
}

output "bucket_regions" {
  value = {
    us      = module.site_us.region
    eu      = module.site_eu.region
    backups = module.backups.regions
  }
}
`,
    "modules/site/main.tf": `variable "name" {
  type = string
}

resource "aws_s3_bucket" "site" {
  bucket = var.name
}

# Which region is this module instance in? The provider knows.
data "aws_region" "current" {}

output "region" {
  value = data.aws_region.current.name
}
`,
    "modules/replicated-bucket/versions.tf": `terraform {
  required_providers {
    aws = {
      source                = "hashicorp/aws"
      configuration_aliases = [aws.replica]
    }
  }
}
`,
    "modules/replicated-bucket/main.tf": `variable "name" {
  type = string
}

resource "aws_s3_bucket" "primary" {
  bucket = var.name
}

resource "aws_s3_bucket" "replica" {
  provider = aws.replica
  bucket   = "\${var.name}-replica"
}

data "aws_region" "primary" {}

data "aws_region" "replica" {
  provider = aws.replica
}

output "regions" {
  value = [data.aws_region.primary.name, data.aws_region.replica.name]
}
`,
  },
};
