import type { Example } from "../example";

export const importRemoved: Example = {
  id: "import-removed",
  title: "import and removed blocks",
  description: "Bring an existing object under Terraform with an import block; let go of one without destroying it with a removed block.",
  planSummary: "Plan: 1 to import, 1 to add, 0 to change, 0 to destroy.",
  files: {
    "import.tf": `# An import block adopts an object that exists outside Terraform: the
# plan reads it by its id, and apply records it in the state, without
# creating anything. The resource block must describe the object as it
# is, or the plan also shows the changes needed to match it.
#
# Every resource type has its own kind of import id: a bucket's name, an
# instance's i-0123... id. In a real cloud you would import, say, an
# aws_s3_bucket. tfplay's mock clouds have no objects of their own to
# import (their mock invents the attributes), so this example adopts a
# terraform_data object, which Terraform imports by id alone.
import {
  to = terraform_data.legacy_server
  id = "b7d6e1f0-4d5c-4a8e-9f11-2a3b4c5d6e7f"
}

resource "terraform_data" "legacy_server" {}

# A normal resource next to it, created as usual.
resource "terraform_data" "announcement" {
  input = "Now managing \${terraform_data.legacy_server.id}"
}
`,
    "removed.tf.txt": `# Rename this file to removed.tf after applying (see README.md).

# A removed block forgets resources without destroying them: they leave
# the state but keep existing. Delete the resource block and add:
removed {
  from = terraform_data.announcement

  lifecycle {
    destroy = false
  }
}
`,
    "README.md": `# import and removed

1. Press **Plan**: \`terraform_data.legacy_server will be imported\`, and the
   summary counts it apart: *1 to import, 1 to add*.
2. **Apply**, then **Plan** again: *No changes*. The imported object is
   now managed like any other; the import block can stay or go.
3. To let go of \`terraform_data.announcement\` without destroying it:
   delete its resource block from \`import.tf\` and rename
   \`removed.tf.txt\` to \`removed.tf\`. **Plan** says it *will no longer
   be managed by Terraform, but will not be destroyed*. Apply: it leaves
   the state.

Without the removed block, deleting the resource block would plan to
destroy the object. With \`destroy = true\` it would be destroyed too.
`,
  },
};
