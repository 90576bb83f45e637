import type { Example } from "../example";

export const functions: Example = {
  id: "functions",
  title: "A tour of the built-in functions",
  description: "String, number, collection, encoding, file, date, hash and network functions, and try() and can() for errors.",
  planSummary: "Plan: 1 to add, 0 to change, 0 to destroy.",
  files: {
    "main.tf": `# Terraform has no user-defined functions, but many built-in ones. Every
# output below shows some of them at work: plan to see their values, and
# try others in the Console tab.

locals {
  app = yamldecode(file("\${path.module}/app.yaml"))
}

resource "terraform_data" "app" {
  input = local.app
}
`,
    "app.yaml": `name: Checkout Service
owner: payments@example.com
ports: [8080, 8443]
regions:
  - eu-west-1
  - us-east-1
`,
    "strings.tf": `output "strings" {
  value = {
    lower      = lower(local.app.name)
    slug       = replace(lower(local.app.name), " ", "-")
    regex      = regex("^([^@]+)@", local.app.owner)[0]
    split      = split("@", local.app.owner)
    join       = join(", ", local.app.regions)
    format     = format("%s has %d ports", local.app.name, length(local.app.ports))
    formatlist = formatlist("port-%d", local.app.ports)
    trimprefix = trimprefix("eu-west-1", "eu-")
    title      = title("hello world")
    substr     = substr("terraform", 0, 5)
    startswith = startswith(local.app.owner, "payments")
  }
}

output "numbers" {
  value = {
    max   = max(local.app.ports...) # ... spreads a list into arguments
    min   = min(3, 1, 2)
    ceil  = ceil(4.2)
    floor = floor(4.8)
    pow   = pow(2, 10)
    parse = parseint("ff", 16)
    abs   = abs(-7)
  }
}
`,
    "collections.tf": `output "collections" {
  value = {
    length   = length(local.app.regions)
    concat   = concat(local.app.regions, ["ap-south-1"])
    contains = contains(local.app.regions, "us-east-1")
    distinct = distinct([1, 2, 2, 3, 1])
    flatten  = flatten([[1, 2], [3, [4]]])
    keys     = keys({ b = 2, a = 1 })
    lookup   = lookup({ small = "t3.micro" }, "large", "t3.medium")
    merge    = merge({ a = 1 }, { b = 2 }, { a = 3 })
    setunion = setunion(["a", "b"], ["b", "c"])
    slice    = slice(["a", "b", "c", "d"], 1, 3)
    sort     = sort(["pear", "apple", "fig"])
    reverse  = reverse([1, 2, 3])
    zipmap   = zipmap(["web", "db"], [80, 5432])
    range    = range(0, 10, 3)
    coalesce = coalesce("", "fallback")
    sum      = sum(local.app.ports)
  }
}
`,
    "encoding.tf": `output "encoding" {
  value = {
    jsonencode   = jsonencode({ name = local.app.name, ports = local.app.ports })
    jsondecode   = jsondecode("{\\"ok\\": true}").ok
    yamlencode   = yamlencode({ regions = local.app.regions })
    base64encode = base64encode("hello")
    base64decode = base64decode("aGVsbG8=")
    urlencode    = urlencode("a b&c")
    csvdecode    = csvdecode("name,size\\nweb,small\\ndb,large")
  }
}

output "files_and_hashes" {
  value = {
    fileexists = fileexists("\${path.module}/app.yaml")
    filesha256 = filesha256("\${path.module}/app.yaml")
    md5        = md5("hello")
    sha1       = sha1("hello")
    uuidv5     = uuidv5("dns", "example.com")
  }
}

output "dates" {
  value = {
    # timestamp() would change on every plan; a fixed date shows formatting.
    formatdate = formatdate("DD MMM YYYY hh:mm", "2024-03-01T09:30:00Z")
    timeadd    = timeadd("2024-03-01T09:30:00Z", "36h")
    timecmp    = timecmp("2024-03-01T00:00:00Z", "2024-01-01T00:00:00Z")
  }
}

output "network" {
  value = {
    cidrsubnet  = cidrsubnet("10.0.0.0/16", 8, 2)
    cidrsubnets = cidrsubnets("10.0.0.0/16", 4, 4, 8)
    cidrhost    = cidrhost("10.0.1.0/24", 10)
    cidrnetmask = cidrnetmask("10.0.0.0/12")
  }
}

output "errors_handled" {
  value = {
    # try() returns the first argument that evaluates without error.
    missing_key = try(local.app.database.host, "no database")
    # can() says whether an expression works, for validation rules.
    is_cidr = can(cidrhost("10.0.0.0/33", 1))
  }
}
`,
  },
};
