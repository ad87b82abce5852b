package llvm

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/arch"
)

// Triples lowerc emits for (defined in targets/arch).
const (
	TripleNVPTX  = arch.TripleNVPTX
	TripleAMDGCN = arch.TripleAMDGCN
)

// Data layouts of LLVM 19 (NVPTXTargetMachine.cpp computeDataLayout for
// 64-bit pointers; AMDGPUTargetMachine.cpp computeDataLayout for amdgcn),
// from targets/arch. TestDataLayoutMatchesLLVM checks them against what
// opt-19 prints for the triple.
const (
	layoutNVPTX  = arch.LayoutNVPTX
	layoutAMDGCN = arch.LayoutAMDGCN
)

// An Arch is the target family of a triple.
type Arch uint8

const (
	NVPTX Arch = iota + 1
	AMDGCN
)

func (a Arch) String() string {
	switch a {
	case NVPTX:
		return "nvptx"
	case AMDGCN:
		return "amdgcn"
	}
	return "Arch(" + strconv.Itoa(int(a)) + ")"
}

// Options choose what Emit produces.
type Options struct {
	// Triple is TripleNVPTX or TripleAMDGCN.
	Triple string
	// CPU is optional: "sm_90", "gfx942", ... Without it the module is
	// portable across the CPUs of the triple (see the mapping table) and
	// carries no "target-cpu" attribute.
	CPU string
	// NoIEEE asks for "amdgpu-ieee"="false" (AMD MODE.IEEE = 0) on
	// generations that have the bit (GFX6–GFX11). amdgcn only.
	NoIEEE bool
}

// A cpu is one -mcpu value LLVM 19 knows.
type cpu struct {
	name string
	sm   int  // NVPTX: the SM number (70 for sm_70)
	ptx  int  // NVPTX: the smallest PTX ISA version ptxas accepts (docs/reference/ptx.md §1.2 notes), ×10
	gen  int  // AMD: 9, 10, 11, 12
	ieee bool // AMD: MODE.IEEE exists in the kernel descriptor (docs/reference/amdgpu.md §4.1)
}

// cpus lists the -mcpu values accepted: the LLVM19 rows of targets/arch
// (NVPTX: docs/reference/ptx.md §1.2 (smallest .version per target) and §5 (LLVM 19
// targets); AMD: docs/reference/amdgpu.md §1.1 (generations) and §4.1 (RSRC1 bit 23 is
// ENABLE_IEEE_MODE on GFX6–GFX11 only)), less the AMD variants. gfx950 is
// missing because LLVM 19 does not know it (docs/reference/amdgpu.md §1.1).
var cpus = func() []cpu {
	var cs []cpu
	for _, t := range arch.PTXTargets() {
		if t.LLVM19 {
			cs = append(cs, cpu{name: t.Name, sm: t.SM, ptx: 10*int(t.MinPTX.Major) + int(t.MinPTX.Minor)})
		}
	}
	for _, t := range arch.AMDTargets() {
		if t.LLVM19 && !t.Variant {
			cs = append(cs, cpu{name: t.Name, gen: t.Family, ieee: t.IEEEBit})
		}
	}
	return cs
}()

func lookupCPU(name string) *cpu {
	for i := range cpus {
		if cpus[i].name == name {
			return &cpus[i]
		}
	}
	return nil
}

// CPUs returns the -mcpu values accepted for a triple, in table order.
func CPUs(triple string) []string {
	var ns []string
	for _, c := range cpus {
		if (triple == TripleNVPTX) == (c.sm != 0) {
			ns = append(ns, c.name)
		}
	}
	return ns
}

// newerCPUHint explains a CPU that a later LLVM knows: an AMD generation
// of targets/arch that LLVM 19 lacks, or an NVPTX sm_NNN[a] from sm_100 on
// (llc-19 -mtriple=nvptx64-nvidia-cuda -mcpu=help lists sm_20 … sm_90a;
// llc-22 lists sm_100 and later).
func newerCPUHint(name string) string {
	if a, err := arch.LookupAMD(name); err == nil && !a.LLVM19 {
		return " (LLVM 19, the version lowerc emits for, does not know " + name + ")"
	}
	digits, ok := strings.CutPrefix(name, "sm_")
	if !ok {
		return ""
	}
	digits = strings.TrimSuffix(digits, "a")
	if sm, err := strconv.Atoi(digits); err != nil || sm < 100 || strconv.Itoa(sm) != digits {
		return ""
	}
	last := ""
	for _, t := range arch.PTXTargets() {
		if t.LLVM19 {
			last = t.Name
		}
	}
	return " (LLVM 19, the version lowerc emits for, knows NVPTX CPUs up to " + last + "; " + name +
		" came with a later LLVM; use -target ptx -arch " + name + " for PTX that ptxas takes)"
}

// A Target emits LLVM IR for one triple and CPU. It implements
// verify.Target (rule target-form) and the compile backend's Compile.
type Target struct {
	opts Options
	arch Arch
	cpu  *cpu // nil: portable
	// typedPointers prints pointers as llir/llvm's parser reads them
	// ("float addrspace(1)*") instead of "ptr addrspace(1)"; tests only.
	typedPointers bool
}

// New checks opts and returns a Target.
func New(opts Options) (*Target, error) {
	t := &Target{opts: opts}
	switch opts.Triple {
	case TripleNVPTX:
		t.arch = NVPTX
	case TripleAMDGCN:
		t.arch = AMDGCN
	case "":
		return nil, fmt.Errorf("a triple is required: %s or %s", TripleNVPTX, TripleAMDGCN)
	default:
		return nil, fmt.Errorf("unknown triple %q: want %s or %s", opts.Triple, TripleNVPTX, TripleAMDGCN)
	}
	if opts.CPU != "" {
		c := lookupCPU(opts.CPU)
		if c == nil || (c.sm != 0) != (t.arch == NVPTX) {
			hint := newerCPUHint(opts.CPU)
			return nil, fmt.Errorf("unknown -mcpu %q for %s%s: want one of %s", opts.CPU, opts.Triple, hint,
				strings.Join(CPUs(opts.Triple), ", "))
		}
		t.cpu = c
	}
	if opts.NoIEEE && t.arch != AMDGCN {
		return nil, fmt.Errorf("-ieee=0 applies to %s only (it sets AMD's MODE.IEEE bit)", TripleAMDGCN)
	}
	return t, nil
}

// Arch returns the target family.
func (t *Target) Arch() Arch { return t.arch }

// Name says what the target is: "llvm nvptx64-nvidia-cuda sm_90".
func (t *Target) Name() string {
	s := "llvm " + t.opts.Triple
	if t.cpu != nil {
		s += " " + t.cpu.name
	}
	if t.opts.NoIEEE {
		s += " (amdgpu-ieee=false)"
	}
	return s
}

// sm returns the SM number, 0 when unknown (portable) or not NVPTX.
func (t *Target) sm() int {
	if t.cpu == nil {
		return 0
	}
	return t.cpu.sm
}

// cpuName is the CPU for messages.
func (t *Target) cpuName() string {
	if t.cpu == nil {
		return "no -mcpu (portable)"
	}
	return t.cpu.name
}

// CheckOp applies rule target-form: min/max of every type the IR has can be
// emitted for both triples; atoms must belong to the triple and be a form the
// mapping knows, on a CPU that has it.
func (t *Target) CheckOp(k *ir.Kernel, op ir.Op) error {
	switch o := op.(type) {
	case *ir.Apply:
		return t.checkApply(o)
	case *ir.MinMax:
		dt := o.Dst.Tensor.Type
		if !dt.IsFloat() && !dt.IsInt() {
			return fmt.Errorf("%s of %s has no LLVM IR form", o.Kind, dt)
		}
	}
	return nil
}

// Compile emits m as LLVM IR text.
func (t *Target) Compile(m *ir.Module, w io.Writer) error {
	mod, err := t.Emit(m)
	if err != nil {
		return err
	}
	return writeModule(w, mod)
}
