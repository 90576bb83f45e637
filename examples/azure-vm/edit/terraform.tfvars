# A bigger machine: resized in place.
vm_size = "Standard_B2s"
