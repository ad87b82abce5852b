package quality

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/targets/arch"
)

// A Cell is one measured combination.
type Cell struct {
	Arch   string // sm_70 …, gfx908 …
	NoIEEE bool   // AMD: MODE.IEEE off
	Policy string // number, nnan, propagate, ieee2008
	Type   string // f16, bf16, f32, f64, f16x2, bf16x2, f32x2
	Arity  int    // 2 or 3
	Kind   string // max or min
}

// Op is the cell's op in words ("max f32 ×3 nan=propagate").
func (c Cell) Op() string {
	return fmt.Sprintf("%s %s ×%d nan=%s", c.Kind, c.Type, c.Arity, c.Policy)
}

// Policies, Types, Kinds and arities of the matrix.
var (
	Policies  = []string{"number", "nnan", "propagate", "ieee2008"}
	Types     = []string{"f16", "bf16", "f32", "f64", "f16x2", "bf16x2", "f32x2"}
	Kinds     = []string{"max", "min"}
	Arities   = []int{2, 3}
	PTXArchs  = ptxArchs()
	AMDArches = amdArches()
)

// ptxasISA is the newest PTX ISA the installed ptxas (CUDA 11.8) reads.
var ptxasISA = arch.Version{Major: 7, Minor: 8}

// ptxArchs are the PTX backend's targets that the installed ptxas checks
// (sm_70 … sm_90), oldest first.
func ptxArchs() []string {
	var ns []string
	for _, t := range arch.PTXTargets() {
		v := t.MinPTX
		if t.Backend && (v.Major < ptxasISA.Major || v.Major == ptxasISA.Major && v.Minor <= ptxasISA.Minor) {
			ns = append(ns, t.Name)
		}
	}
	return ns
}

// amdArches are the AMD generations less the variants (gfx908 … gfx1201).
func amdArches() []string {
	var ns []string
	for _, t := range arch.AMDTargets() {
		if !t.Variant {
			ns = append(ns, t.Name)
		}
	}
	return ns
}

// Tile is a one-element kernel applying the cell's op to values loaded from
// global memory and storing the result.
func (c Cell) Tile() string {
	srcs := "%a, %b"
	if c.Arity == 3 {
		srcs += ", %c"
	}
	return fmt.Sprintf(`kernel @k(%%G: global %[1]s[1]) grid(1) block(1) {
  %%a = alloc.local %[1]s[1]
  %%b = alloc.local %[1]s[1]
  %%c = alloc.local %[1]s[1]
  %%a = load %%G
  %%b = load %%G
  %%c = load %%G
  %%a = %[2]s %[3]s {nan = %[4]s}
  store %%G, %%a
}
`, c.Type, c.Kind, srcs, c.Policy)
}

// llvmType is the LLVM IR type of an element type.
func llvmType(t string) (ir, suffix string) {
	scalar := map[string][2]string{"f16": {"half", "f16"}, "bf16": {"bfloat", "bf16"}, "f32": {"float", "f32"}, "f64": {"double", "f64"}}
	if s, ok := scalar[t]; ok {
		return s[0], s[1]
	}
	s := scalar[strings.TrimSuffix(t, "x2")]
	return "<2 x " + s[0] + ">", "v2" + s[1]
}

// Intrinsic is the LLVM 19 intrinsic and call flags LangRef gives for the
// cell's policy: llvm.maximum/minimum for propagate; llvm.maxnum/minnum
// (LangRef 19 has no maximumnum) for number, ieee2008 (LangRef: IEEE
// 754-2008 maxNum) and nnan, the latter with the nnan flag.
func (c Cell) Intrinsic() (name, flags string) {
	switch c.Policy {
	case "propagate":
		name = c.Kind + "imum"
	default:
		name = c.Kind + "num"
	}
	if c.Policy == "nnan" {
		flags = "nnan "
	}
	return "llvm." + name, flags
}

// FuncName is the cell's function name in the LLVM module.
func (c Cell) FuncName() string {
	return fmt.Sprintf("%s_%s_%s_%d", c.Kind, c.Policy, c.Type, c.Arity)
}

// LLVMFunc is the cell as one LLVM IR function: the intrinsic applied to
// the inputs, d = op(op(a, b), c) for three.
func (c Cell) LLVMFunc() string {
	ty, sfx := llvmType(c.Type)
	name, flags := c.Intrinsic()
	params := fmt.Sprintf("%[1]s %%a, %[1]s %%b", ty)
	if c.Arity == 3 {
		params += fmt.Sprintf(", %s %%c", ty)
	}
	body := fmt.Sprintf("  %%r = call %s%s @%s.%s(%s %%a, %s %%b)\n", flags, ty, name, sfx, ty, ty)
	ret := "%r"
	if c.Arity == 3 {
		body += fmt.Sprintf("  %%s = call %s%s @%s.%s(%s %%r, %s %%c)\n", flags, ty, name, sfx, ty, ty)
		ret = "%s"
	}
	return fmt.Sprintf("define %s @%s(%s) {\n%s  ret %s %s\n}\n", ty, c.FuncName(), params, body, ty, ret)
}
