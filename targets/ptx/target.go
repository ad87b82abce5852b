package ptx

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/targets/arch"
)

// An Arch is one value of -arch: a .target and the least .version that
// accepts it.
type Arch struct {
	Name   string // "sm_90a"
	SM     int    // 90
	MinPTX Version
	Source string
}

// archs lists the targets lowerc lowers to, oldest first: the Backend rows
// of arch.PTXTargets.
var archs = func() []Arch {
	var as []Arch
	for _, t := range arch.PTXTargets() {
		if t.Backend {
			as = append(as, Arch{Name: t.Name, SM: t.SM, MinPTX: Version{t.MinPTX.Major, t.MinPTX.Minor}, Source: t.Source})
		}
	}
	return as
}()

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
