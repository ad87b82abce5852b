package spec

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/amdgcn/lower"
	"github.com/lowerc/lowerc/targets/llvm"
	"github.com/lowerc/lowerc/targets/ptx"
	"github.com/lowerc/lowerc/verify/tv"
)

// A Kind is the family of a spec: its first part.
type Kind uint8

const (
	PTX    Kind = iota + 1 // ptx:…: lowerc's PTX
	AMDGCN                 // amdgcn:…: lowerc's AMD GPU code
	LLVM                   // llvm:…: lowerc's LLVM IR, compiled by llc-19
)

var kindNames = map[Kind]string{PTX: "ptx", AMDGCN: "amdgcn", LLVM: "llvm"}

func (k Kind) String() string {
	if n, ok := kindNames[k]; ok {
		return n
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// A Spec is one parsed target spec.
type Spec struct {
	Kind Kind
	// Triple is the LLVM triple (llvm only): llvm.TripleNVPTX or
	// llvm.TripleAMDGCN.
	Triple string
	// Options hold the arch (PTX sm_XX, AMD gfxNNN, the LLVM CPU), the PTX
	// ISA version and MODE.IEEE, as the executors read them.
	Options tv.Options
}

// Exec is the executor that runs the spec's code: "ptx" or "amdgcn" (an
// llvm spec's code is PTX or AMD machine code once llc-19 compiled it).
func (s Spec) Exec() string {
	switch s.Kind {
	case PTX:
		return "ptx"
	case AMDGCN:
		return "amdgcn"
	}
	if s.Triple == llvm.TripleNVPTX {
		return "ptx"
	}
	return "amdgcn"
}

// String is the spec's canonical spelling (defaults left out).
func (s Spec) String() string {
	var b strings.Builder
	b.WriteString(s.Kind.String())
	if s.Kind == LLVM {
		b.WriteString(":" + s.Triple)
	}
	b.WriteString(":" + s.Options.Arch)
	if s.Options.PTX != "" {
		b.WriteString(":ptx=" + s.Options.PTX)
	}
	if s.Options.NoIEEE {
		b.WriteString(":ieee=0")
	}
	if s.Options.Wave64 {
		b.WriteString(":wave64")
	}
	return b.String()
}

// Syntax is the spec grammar for usage messages.
const Syntax = "ptx:ARCH[:ptx=X.Y] | amdgcn:GFX[:ieee=0|1][:wave64] | llvm:TRIPLE:CPU[:ieee=0|1]"

// Parse reads a spec such as "ptx:sm_90:ptx=7.8", "amdgcn:gfx942:ieee=0"
// or "amdgcn:gfx1100:wave64" (RDNA in wave64, llvm-mc's
// -mattr=+wavefrontsize64).
func Parse(text string) (Spec, error) {
	fail := func(format string, args ...any) (Spec, error) {
		return Spec{}, fmt.Errorf("target %q: %s", text, fmt.Sprintf(format, args...))
	}
	parts := strings.Split(text, ":")
	var s Spec
	switch parts[0] {
	case "ptx":
		s.Kind = PTX
	case "amdgcn":
		s.Kind = AMDGCN
	case "llvm":
		s.Kind = LLVM
	default:
		return fail("unknown target kind %q: want ptx, amdgcn or llvm (%s)", parts[0], Syntax)
	}
	rest := parts[1:]
	if s.Kind == LLVM {
		if len(rest) == 0 || rest[0] == "" {
			return fail("llvm needs a triple: %s or %s", llvm.TripleNVPTX, llvm.TripleAMDGCN)
		}
		if rest[0] != llvm.TripleNVPTX && rest[0] != llvm.TripleAMDGCN {
			return fail("unknown triple %q: want %s or %s", rest[0], llvm.TripleNVPTX, llvm.TripleAMDGCN)
		}
		s.Triple, rest = rest[0], rest[1:]
	}
	if len(rest) == 0 || rest[0] == "" || strings.Contains(rest[0], "=") {
		return fail("%s needs an arch: %s", s.kindText(), strings.Join(s.archs(), ", "))
	}
	s.Options.Arch = rest[0]
	if !contains(s.archs(), s.Options.Arch) {
		hint := ""
		if s.Kind == LLVM && s.Options.Arch == "gfx950" {
			hint = " (LLVM 19 does not know gfx950)"
		}
		return fail("unknown %s arch %q%s: want one of %s", s.kindText(), s.Options.Arch, hint, strings.Join(s.archs(), ", "))
	}
	seen := map[string]bool{}
	keys := s.keys()
	for _, opt := range rest[1:] {
		k, v, ok := strings.Cut(opt, "=")
		if !ok && opt == "wave64" && contains(keys, opt) {
			k, ok = opt, true
		} else if k == "wave64" {
			ok = false // a flag, no value
		}
		if !ok || !contains(keys, k) {
			if len(keys) == 0 {
				return fail("unknown option %q: %s takes none", opt, s.kindText())
			}
			return fail("unknown option %q: %s takes %s", opt, s.kindText(), keyUsage(keys))
		}
		if seen[k] {
			return fail("option %s given twice", k)
		}
		seen[k] = true
		switch k {
		case "ptx":
			ver, err := ptx.ParseVersion(v)
			if err != nil {
				return fail("ptx=%s: %v", v, err)
			}
			s.Options.PTX = ver.String()
		case "wave64":
			s.Options.Wave64 = true
		case "ieee":
			switch v {
			case "1":
			case "0":
				s.Options.NoIEEE = true
			default:
				return fail("ieee=%s: want ieee=1 or ieee=0", v)
			}
		}
	}
	// The target packages check the combination (PTX version old for the
	// arch, ieee=0 on a generation without the bit).
	if err := s.check(); err != nil {
		return fail("%v", err)
	}
	return s, nil
}

func (s Spec) kindText() string {
	if s.Kind == LLVM {
		return "llvm:" + s.Triple
	}
	return s.Kind.String()
}

// archs lists the arch values of the spec's kind (and triple).
func (s Spec) archs() []string {
	switch s.Kind {
	case PTX:
		var ns []string
		for _, a := range ptx.Archs() {
			ns = append(ns, a.Name)
		}
		return ns
	case AMDGCN:
		return amdgcn.GenerationNames()
	}
	return llvm.CPUs(s.Triple)
}

// keys lists the options of the spec's kind.
func (s Spec) keys() []string {
	switch {
	case s.Kind == PTX:
		return []string{"ptx"}
	case s.Kind == AMDGCN:
		return []string{"ieee", "wave64"}
	case s.Kind == LLVM && s.Triple == llvm.TripleAMDGCN:
		return []string{"ieee"}
	}
	return nil
}

func keyUsage(keys []string) string {
	var us []string
	for _, k := range keys {
		switch k {
		case "ptx":
			us = append(us, "ptx=X.Y (the PTX ISA version)")
		case "ieee":
			us = append(us, "ieee=0|1 (MODE.IEEE)")
		case "wave64":
			us = append(us, "wave64 (GFX10+ in wave64)")
		}
	}
	return strings.Join(us, ", ")
}

func (s Spec) check() error {
	switch s.Kind {
	case PTX:
		_, err := s.PTXBackend()
		return err
	case AMDGCN:
		_, err := s.AMDGCNBackend()
		return err
	}
	_, err := s.LLVMTarget()
	return err
}

// PTXBackend returns the PTX lowering a ptx spec names.
func (s Spec) PTXBackend() (*ptx.Backend, error) {
	return ptx.New(s.Options.Arch, s.Options.PTX)
}

// AMDGCNBackend returns the AMD lowering an amdgcn spec names (emitting
// assembly).
func (s Spec) AMDGCNBackend() (*lower.Backend, error) {
	g, err := amdgcn.ParseGeneration(s.Options.Arch)
	if err != nil {
		return nil, err
	}
	if s.Options.Wave64 {
		if g.Family == amdgcn.GFX9 {
			return nil, fmt.Errorf("%s runs in wave64 only; wave64 selects it on GFX10+ (RDNA)", g.Name)
		}
		if g, err = g.WithMAttr("+wavefrontsize64"); err != nil {
			return nil, err
		}
	}
	return lower.New(lower.Options{Gen: g, IEEE: !s.Options.NoIEEE})
}

// LLVMTarget returns the LLVM IR emitter an llvm spec names.
func (s Spec) LLVMTarget() (*llvm.Target, error) {
	return llvm.New(llvm.Options{Triple: s.Triple, CPU: s.Options.Arch, NoIEEE: s.Options.NoIEEE})
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
