package ptx

import (
	"fmt"
	"strings"
)

// An Arch is one value of -arch: a .target and the least .version that
// accepts it.
type Arch struct {
	Name   string // "sm_90a"
	SM     int    // 90
	MinPTX Version
	Source string
}

// archs lists the targets lowerc lowers to, oldest first.
var archs = []Arch{
	{"sm_70", 70, Version{6, 0}, "ptxas 11.8 [V] (ptx.md §1.2 notes); PTX ISA .target table"},
	{"sm_75", 75, Version{6, 3}, "ptxas 11.8 [V]"},
	{"sm_80", 80, Version{7, 0}, "ptxas 11.8 [V]"},
	{"sm_86", 86, Version{7, 1}, "ptxas 11.8 [V]"},
	{"sm_89", 89, Version{7, 8}, "ptxas 11.8 [V]"},
	{"sm_90", 90, Version{7, 8}, "ptxas 11.8 [V]"},
	{"sm_90a", 90, Version{8, 0}, "PTX ISA .target table (sm_90a added in PTX ISA 8.0) [D]"},
	{"sm_100", 100, Version{8, 6}, "PTX ISA .target table (sm_100 added in PTX ISA 8.6) [D]"},
	{"sm_120", 120, Version{8, 7}, "PTX ISA .target table (sm_120 added in PTX ISA 8.7) [D]"},
}

// Archs returns the targets, oldest first. The slice must not be modified.
func Archs() []Arch { return archs }

// LookupArch returns the target named name ("sm_90").
func LookupArch(name string) (*Arch, error) {
	for i := range archs {
		if archs[i].Name == name {
			return &archs[i], nil
		}
	}
	names := make([]string, len(archs))
	for i, a := range archs {
		names[i] = a.Name
	}
	return nil, fmt.Errorf("unknown PTX target %q (want one of %s)", name, strings.Join(names, ", "))
}

// Supports reports whether the target, at PTX ISA version v, has form f.
// The arch-specific sm_90a has every sm_90 form; every sm_XX has the forms
// of older targets (none of lowerc's forms is family- or arch-specific).
func (a *Arch) Supports(f *Form, v Version) bool {
	return a.SM >= f.MinSM && !v.Less(f.PTX)
}
