package main

import "github.com/lowerc/lowerc/targets/ptx/ptxexec"

func init() { execTargets["ptx"] = ptxexec.Target{} }
