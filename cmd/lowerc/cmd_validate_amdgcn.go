package main

import "github.com/lowerc/lowerc/targets/amdgcn/amdexec"

// The AMD executor (package amdexec) runs lowerc's lowered kernels and
// AMD assembly or code objects for validate and audit.
func init() { execTargets["amdgcn"] = amdexec.Target{} }
