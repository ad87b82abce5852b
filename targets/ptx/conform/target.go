package conform

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/targets/ptx"
)

// A Target is one PTX target at one PTX ISA version: "ptx:sm_90" (the least
// version the target accepts) or "ptx:sm_90:ptx=8.0".
type Target struct {
	Arch *ptx.Arch
	PTX  ptx.Version
}

// String prints the spec ParseTarget reads back.
func (t Target) String() string {
	s := "ptx:" + t.Arch.Name
	if t.PTX != t.Arch.MinPTX {
		s += ":ptx=" + t.PTX.String()
	}
	return s
}

// ParseTarget reads a target spec: ptx:ARCH[:ptx=MAJOR.MINOR].
func ParseTarget(spec string) (Target, error) {
	parts := strings.Split(spec, ":")
	if len(parts) < 2 || parts[0] != "ptx" {
		return Target{}, fmt.Errorf("target %q: want ptx:ARCH[:ptx=VERSION], e.g. ptx:sm_90", spec)
	}
	a, err := ptx.LookupArch(parts[1])
	if err != nil {
		return Target{}, fmt.Errorf("target %q: %v", spec, err)
	}
	t := Target{Arch: a, PTX: a.MinPTX}
	seen := false
	for _, p := range parts[2:] {
		k, v, ok := strings.Cut(p, "=")
		if !ok || k != "ptx" {
			return Target{}, fmt.Errorf("target %q: unknown option %q (a PTX target takes ptx=VERSION)", spec, p)
		}
		if seen {
			return Target{}, fmt.Errorf("target %q: ptx= given twice", spec)
		}
		seen = true
		ver, err := ptx.ParseVersion(v)
		if err != nil {
			return Target{}, fmt.Errorf("target %q: %v", spec, err)
		}
		if ver.Less(a.MinPTX) {
			return Target{}, fmt.Errorf("target %q: %s needs PTX ISA %s or later", spec, a.Name, a.MinPTX)
		}
		t.PTX = ver
	}
	return t, nil
}
