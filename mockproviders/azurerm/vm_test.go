package azurerm_test

import (
	"strings"
	"testing"
)

// vmConfig is the Azure VM tutorial: a resource group, a virtual network
// with a subnet, a public IP, a network security group allowing SSH, a
// NIC and a Linux VM; size and image SKU vary between steps.
func vmConfig(size, sku string) string {
	return `terraform {
  required_providers {
    azurerm = {
      source  = "hashicorp/azurerm"
      version = "~> 4.0"
    }
  }
}

provider "azurerm" {
  features {}
}

resource "azurerm_resource_group" "rg" {
  name     = "tfplay-vm-rg"
  location = "West Europe"
}

resource "azurerm_virtual_network" "vnet" {
  name                = "tfplay-vnet"
  address_space       = ["10.0.0.0/16"]
  location            = azurerm_resource_group.rg.location
  resource_group_name = azurerm_resource_group.rg.name
}

resource "azurerm_subnet" "internal" {
  name                 = "internal"
  resource_group_name  = azurerm_resource_group.rg.name
  virtual_network_name = azurerm_virtual_network.vnet.name
  address_prefixes     = ["10.0.2.0/24"]
}

resource "azurerm_public_ip" "pip" {
  name                = "tfplay-pip"
  location            = azurerm_resource_group.rg.location
  resource_group_name = azurerm_resource_group.rg.name
  allocation_method   = "Static"
}

resource "azurerm_network_security_group" "ssh" {
  name                = "tfplay-nsg"
  location            = azurerm_resource_group.rg.location
  resource_group_name = azurerm_resource_group.rg.name

  security_rule {
    name                       = "SSH"
    priority                   = 1001
    direction                  = "Inbound"
    access                     = "Allow"
    protocol                   = "Tcp"
    source_port_range          = "*"
    destination_port_range     = "22"
    source_address_prefix      = "*"
    destination_address_prefix = "*"
  }
}

resource "azurerm_network_interface" "nic" {
  name                = "tfplay-nic"
  location            = azurerm_resource_group.rg.location
  resource_group_name = azurerm_resource_group.rg.name

  ip_configuration {
    name                          = "internal"
    subnet_id                     = azurerm_subnet.internal.id
    private_ip_address_allocation = "Dynamic"
    public_ip_address_id          = azurerm_public_ip.pip.id
  }
}

resource "azurerm_network_interface_security_group_association" "nic_ssh" {
  network_interface_id      = azurerm_network_interface.nic.id
  network_security_group_id = azurerm_network_security_group.ssh.id
}

resource "azurerm_linux_virtual_machine" "vm" {
  name                  = "tfplay-vm"
  resource_group_name   = azurerm_resource_group.rg.name
  location              = azurerm_resource_group.rg.location
  size                  = "` + size + `"
  admin_username        = "azureuser"
  network_interface_ids = [azurerm_network_interface.nic.id]

  admin_ssh_key {
    username   = "azureuser"
    public_key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDeMoPubKeyForTfplayTests azureuser@tfplay"
  }

  os_disk {
    caching              = "ReadWrite"
    storage_account_type = "Standard_LRS"
  }

  source_image_reference {
    publisher = "Canonical"
    offer     = "ubuntu-24_04-lts"
    sku       = "` + sku + `"
    version   = "latest"
  }
}

output "public_ip" {
  value = azurerm_linux_virtual_machine.vm.public_ip_address
}

output "private_ip" {
  value = azurerm_linux_virtual_machine.vm.private_ip_address
}
`
}

const subscription = "5c4f8e2a-9b3d-4e1f-8a6c-2d7b9e0f1a34"

func TestAzureVMInAVNet(t *testing.T) {
	w := newWorkspace(t, vmConfig("Standard_B1s", "server"))
	contains(t, w.ok("init", "-no-color"), "Installing hashicorp/azurerm")

	plan := w.ok("plan", "-no-color")
	contains(t, plan,
		`+ location = "westeurope"`,
		`+ disable_password_authentication = true`,
		"+ security_rule {",
		`+ destination_port_range                     = "22"`,
		"+ public_ip_address               = (known after apply)",
		"Plan: 8 to add, 0 to change, 0 to destroy.",
	)

	out := w.ok("apply", "-auto-approve", "-no-color")
	contains(t, out,
		"azurerm_resource_group.rg: Creation complete after 0s [id=/subscriptions/"+subscription+"/resourceGroups/tfplay-vm-rg]",
		"[id=/subscriptions/"+subscription+"/resourceGroups/tfplay-vm-rg/providers/Microsoft.Network/virtualNetworks/tfplay-vnet/subnets/internal]",
		"[id=/subscriptions/"+subscription+"/resourceGroups/tfplay-vm-rg/providers/Microsoft.Compute/virtualMachines/tfplay-vm]",
		`private_ip = "10.0.2.4"`,
		"Apply complete! Resources: 8 added, 0 changed, 0 destroyed.",
	)
	pip := w.stateResource("azurerm_public_ip.pip")
	vm := w.stateResource("azurerm_linux_virtual_machine.vm")
	if pip["ip_address"] != vm["public_ip_address"] || !strings.Contains(out, `public_ip = "`+pip["ip_address"].(string)+`"`) {
		t.Errorf("the VM's public address %v is not its public IP's %v", vm["public_ip_address"], pip["ip_address"])
	}
	matches(t, vm, map[string]string{
		"virtual_machine_id": `[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`,
		"computer_name":      "tfplay-vm",
		"os_disk.0.name":     `tfplay-vm_OsDisk_1_[0-9a-f]{32}`,
		"os_disk.0.id":       `/subscriptions/` + subscription + `/resourceGroups/tfplay-vm-rg/providers/Microsoft\.Compute/disks/tfplay-vm_OsDisk_1_[0-9a-f]{32}`,
		"location":           "westeurope",
	})
	matches(t, w.stateResource("azurerm_network_interface.nic"), map[string]string{
		"mac_address":                           `00-22-48-[0-9A-F]{2}-[0-9A-F]{2}-[0-9A-F]{2}`,
		"ip_configuration.0.private_ip_address": `10\.0\.2\.4`,
		"ip_configuration.0.primary":            "true",
	})
	matches(t, w.stateResource("azurerm_network_interface_security_group_association.nic_ssh"), map[string]string{
		"id": `/subscriptions/.*/networkInterfaces/tfplay-nic\|/subscriptions/.*/networkSecurityGroups/tfplay-nsg`,
	})
	contains(t, w.ok("plan", "-no-color"), "No changes.")

	// The size changes in place; the image forces a new VM.
	w.write("main.tf", vmConfig("Standard_B2s", "server"))
	contains(t, w.ok("plan", "-no-color"), "# azurerm_linux_virtual_machine.vm will be updated in-place", `~ size                            = "Standard_B1s" -> "Standard_B2s"`)
	w.ok("apply", "-auto-approve", "-no-color")
	w.write("main.tf", vmConfig("Standard_B2s", "minimal"))
	contains(t, w.ok("plan", "-no-color"),
		"# azurerm_linux_virtual_machine.vm must be replaced",
		`~ sku       = "server" -> "minimal" # forces replacement`,
		"Plan: 1 to add, 0 to change, 1 to destroy.",
	)
	w.ok("apply", "-auto-approve", "-no-color")
	contains(t, w.ok("plan", "-no-color"), "No changes.")
	if got := w.stateResource("azurerm_linux_virtual_machine.vm"); got["public_ip_address"] != pip["ip_address"] || got["private_ip_address"] != "10.0.2.4" {
		t.Errorf("the new VM has addresses %v and %v, not its NIC's", got["public_ip_address"], got["private_ip_address"])
	}

	// Changing the region of the group replaces everything in it.
	w.write("main.tf", strings.Replace(vmConfig("Standard_B2s", "minimal"), `"West Europe"`, `"North Europe"`, 1))
	contains(t, w.ok("plan", "-no-color"), `~ location = "westeurope" -> "northeurope" # forces replacement`, "Plan: 7 to add, 0 to change, 7 to destroy.")

	contains(t, w.ok("destroy", "-auto-approve", "-no-color"), "Destroy complete! Resources: 8 destroyed.")
}

func TestProviderBlockAndChecks(t *testing.T) {
	w := newWorkspace(t, `provider "azurerm" {}
resource "azurerm_resource_group" "rg" {
  name     = "rg"
  location = "eastus"
}`)
	w.ok("init", "-no-color")
	contains(t, w.fails("plan", "-no-color"), "Error: Insufficient features blocks", `At least 1 "features" blocks are required.`)

	cases := []struct{ name, config, want string }{
		{"ssh key", `resource "azurerm_linux_virtual_machine" "vm" {
  name                  = "vm"
  resource_group_name   = "rg"
  location              = "eastus"
  size                  = "Standard_B1s"
  admin_username        = "azureuser"
  network_interface_ids = ["nic"]
  os_disk {
    caching              = "ReadWrite"
    storage_account_type = "Standard_LRS"
  }
}`, "at least one `admin_ssh_key` must be specified when `disable_password_authentication` is set to `true`"},
		{"storage name", `resource "azurerm_storage_account" "sa" {
  name                     = "My-Storage"
  resource_group_name      = "rg"
  location                 = "eastus"
  account_tier             = "Standard"
  account_replication_type = "LRS"
}`, `name ("My-Storage") can only consist of lowercase letters and numbers, and must be between 3 and 24 characters long`},
		{"missing block", `resource "azurerm_linux_web_app" "app" {
  name                = "app"
  resource_group_name = "rg"
  location            = "eastus"
  service_plan_id     = "plan"
}`, `At least 1 "site_config" blocks are required.`},
		{"missing argument", `resource "azurerm_network_interface" "nic" {
  name                = "nic"
  resource_group_name = "rg"
  ip_configuration {
    name = "internal"
  }
}`, `The argument "location" is required, but no definition was found.`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorkspace(t, "provider \"azurerm\" {\n  features {}\n}\n"+tc.config)
			w.ok("init", "-no-color")
			contains(t, w.fails("plan", "-no-color"), tc.want)
		})
	}
}
