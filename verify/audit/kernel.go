package audit

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/lowerc/lowerc/internal/tilerun"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/llvm/llinterp"
	"github.com/lowerc/lowerc/targets/ptx"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
)

// A Step is one of the two checks of a kernel of a lowerc-made module:
// "tile ⊇ IR" (every result the IR allows is one the tile ops' declared
// semantics allow) and "IR ⊇ code" (every result of llc's code is one the
// IR allows).
type Step struct {
	Name       string    `json:"name"`
	Verdict    Verdict   `json:"verdict"`
	Tried      int       `json:"tried"`
	Violations int       `json:"violations"`
	Witnesses  []Witness `json:"witnesses,omitempty"`
	Detail     string    `json:"detail,omitempty"`
	// Kinds counts the violations by kind (Kind's names; step 1 compares
	// the IR's allowed values with the tile's, step 2 the code's result
	// with the IR's).
	Kinds map[string]int `json:"kinds,omitempty"`
}

func (s *Step) count(kind string) {
	if s.Kinds == nil {
		s.Kinds = map[string]int{}
	}
	s.Kinds[kind]++
}

// tileKind classifies an IR result v that the tile result r does not
// allow: an sNaN where the tile allows quiet NaNs is "snan-result" (LangRef
// 19 lets a NaN result be an input NaN unchanged, docs/reference/semantics.md
// §2.3), a NaN where it allows none "nan-for-number", a number where it
// allows only NaNs "number-for-nan", other NaNs "nan-bits", else "value".
func tileKind(lane semantics.Type, v uint64, r semantics.Result) string {
	anyNum := false
	anyNaN := r.AllowsAnyQNaN()
	for _, x := range r.Values() {
		if semantics.IsNaN(lane, x) {
			anyNaN = true
		} else {
			anyNum = true
		}
	}
	switch {
	case semantics.IsSignaling(lane, v) && r.AllowsAnyQNaN():
		return "snan-result"
	case semantics.IsNaN(lane, v) && anyNaN:
		return "nan-bits"
	case semantics.IsNaN(lane, v):
		return "nan-for-number"
	case !anyNum:
		return "number-for-nan"
	}
	return "value"
}

// The step names.
const (
	StepTileIR = "tile ⊇ IR"
	StepIRCode = "IR ⊇ code"
)

// A KernelTarget runs llc's code of one kernel (asm: llc's output for the
// module) over a launch of the tile kernel k.
type KernelTarget interface {
	LLCKernel(file string, asm []byte, name string, k *ir.Kernel) (tv.Kernel, error)
}

// isKernel reports whether an IR function is a kernel: void, with the
// kernel calling convention.
func isKernel(f *llinterp.Func) bool {
	return f.Ret.Kind == llinterp.Void && (f.CC == "ptx_kernel" || f.CC == "amdgpu_kernel")
}

// tileModule returns the tile module a lowerc-made IR module came from:
// o.Tile, else the file its source_filename names.
func tileModule(m *llinterp.Module, o Options) (*ir.Module, error) {
	if o.Tile != nil {
		return o.Tile, nil
	}
	name := m.SourceFile
	if !strings.HasSuffix(name, ".tile") {
		return nil, errors.New("the module's source_filename is not a .tile file; give the tile source with -tile")
	}
	src, err := os.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("the tile source: %v (give it with -tile)", err)
	}
	tm, err := ir.Parse(name, src)
	if err != nil {
		return nil, err
	}
	if errs := verify.Module(tm, nil); len(errs) > 0 {
		return nil, errs
	}
	return tm, nil
}

// tileKernel finds the tile kernel an IR kernel was emitted from (nvptx64
// names have '.' spelled '$').
func tileKernel(tm *ir.Module, name string) *ir.Kernel {
	for _, k := range tm.Kernels {
		if k.Name == name || strings.ReplaceAll(k.Name, ".", "$") == name {
			return k
		}
	}
	return nil
}

// kernelInputs are the launches' input values: tuple i of the class grid
// (and random tuples) at position i mod the kernel's positions.
type kernelInputs struct {
	ins, outs []*ir.Tensor
	in        [][]uint64 // per input tensor: the value of tuple i
	positions int
	t         semantics.Type
}

func newKernelInputs(k *ir.Kernel, o Options) (*kernelInputs, error) {
	ki := &kernelInputs{ins: tilerun.Inputs(k), outs: tilerun.Outputs(k)}
	if len(ki.outs) == 0 {
		return nil, errors.New("the kernel stores nothing")
	}
	if n := len(ki.ins); n < 1 || n > 3 {
		return nil, fmt.Errorf("%d input tensors (the audit feeds 1 to 3)", n)
	}
	t0 := ki.ins[0]
	for _, t := range ki.ins {
		if t.Type != t0.Type || t.Size() != t0.Size() {
			return nil, fmt.Errorf("inputs %%%s and %%%s differ in type or size (the audit feeds inputs of one type and size)", t0.Name, t.Name)
		}
	}
	ki.t = tilerun.SemType(t0.Type)
	if ki.t == semantics.InvalidType {
		return nil, fmt.Errorf("input type %s has no semantics type", t0.Type)
	}
	ki.positions = int(t0.Size())
	ki.in = Inputs(ki.t, len(ki.ins), o.Random, o.Seed)
	return ki, nil
}

func (ki *kernelInputs) n() int { return len(ki.in[0]) }

// fill writes launch l's inputs into a: input tensor j's element at
// logical position p holds tuple l·positions+p (past the last tuple, the
// last one again).
func (ki *kernelInputs) fill(a *tilerun.Args, l int) {
	for j, t := range ki.ins {
		offs := tilerun.Offsets(t)
		for p, off := range offs {
			i := min(l*ki.positions+p, ki.n()-1)
			a.Put(a.Index(t), off, ki.in[j][i])
		}
	}
}

func (ki *kernelInputs) tuple(l, p int) []uint64 {
	i := min(l*ki.positions+p, ki.n()-1)
	var xs []uint64
	for j := range ki.ins {
		xs = append(xs, ki.in[j][i])
	}
	return xs
}

// checkKernel runs both steps for an IR kernel f of the module.
func checkKernel(r *FuncResult, f *llinterp.Func, m *llinterp.Module, tm *ir.Module, code tv.Kernel, codeErr string, o Options) {
	k := tileKernel(tm, f.Name)
	if k == nil {
		r.Verdict, r.Detail = Unsupported, fmt.Sprintf("the tile source has no kernel @%s", f.Name)
		return
	}
	ki, err := newKernelInputs(k, o)
	if err != nil {
		r.Verdict, r.Detail = Unsupported, "kernel @"+k.Name+": "+err.Error()
		return
	}
	r.Type, r.Arity = ki.t.String(), len(ki.ins)
	s1 := Step{Name: StepTileIR}
	s2 := Step{Name: StepIRCode}
	if code == nil {
		s2.Verdict, s2.Detail = Unsupported, codeErr
	}
	launches := (ki.n() + ki.positions - 1) / ki.positions
	arch := f.Attrs["target-cpu"]
	noIEEE := f.Attrs["amdgpu-ieee"] == "false"
	for l := 0; l < launches && s1.Verdict != Unsupported; l++ {
		args, err := tilerun.NewArgs(k)
		if err != nil {
			s1.Verdict, s1.Detail = Unsupported, err.Error()
			break
		}
		ki.fill(args, l)
		for i, p := range k.Params {
			if p.Space != ir.Global {
				args.Args[i].Pred = l%2 == 1 // both values of every pred
			}
		}
		tile, err := tileSets(k, args, arch, noIEEE)
		if err != nil {
			s1.Verdict, s1.Detail = Unsupported, "tile semantics: "+err.Error()
			break
		}
		irm, ptrs, err := irLaunch(f, k, args)
		if err != nil {
			s1.Verdict, s1.Detail = Unsupported, "IR: "+err.Error()
			break
		}
		var got *tilerun.Args
		if code != nil && s2.Verdict != Unsupported {
			got = args.Clone()
			if err := code.Run(got.Args); err != nil {
				s2.Verdict, s2.Detail = Unsupported, "executor: "+firstLine(err.Error())
				got = nil
			}
		}
		for _, t := range ki.outs {
			ai := args.Index(t)
			lane, lanes, _ := tv.SemType(t.Type)
			w := uint(lane.Bits())
			lt := llinterp.Type{Kind: llinterp.Int, Bits: int(w)}
			if lanes > 1 {
				lt.Lanes = lanes
			}
			size := int64(t.Type.Bits() / 8)
			for p, off := range tilerun.Offsets(t) {
				irSets, err := irm.Load(ptrs[ai], off*size, lt)
				if err != nil {
					s1.Verdict, s1.Detail = Unsupported, "IR memory: "+err.Error()
					break
				}
				ts, ok := tile[t][off]
				if !ok { // not stored: the launch's memory
					v := args.Get(ai, off)
					for ln := 0; ln < lanes; ln++ {
						ts = append(ts, semantics.Exact(v>>(uint(ln)*w)&lane.Mask()))
					}
				}
				s1.Tried++
				if bad := tileViolation(lane, irSets, ts); bad >= 0 {
					s1.Violations++
					// g: the IR's result the tile semantics does not allow (0 for poison).
					var g uint64
					kind := "anything"
					for _, v := range irSets[bad].Values() {
						if !ts[bad].Allows(lane, v) {
							g, kind = v, tileKind(lane, v, ts[bad])
							break
						}
					}
					s1.count(kind)
					if len(s1.Witnesses) < o.Witnesses {
						s1.Witnesses = append(s1.Witnesses, Witness{Inputs: ki.tuple(l, p), Got: g,
							Allowed: "tile allows " + tileFormat(lane, ts) + "; IR allows " + setsFormat(irSets, int(w))})
					}
				}
				if got == nil {
					continue
				}
				v := got.Get(ai, off)
				s2.Tried++
				ok = true
				for ln := 0; ln < lanes; ln++ {
					if !irSets[ln].Allows(v >> (uint(ln) * w) & lane.Mask()) {
						ok = false
					}
				}
				if !ok {
					s2.Violations++
					for ln := 0; ln < lanes; ln++ {
						if g := v >> (uint(ln) * w) & lane.Mask(); !irSets[ln].Allows(g) {
							s2.count(Kind(lane, g, irSets[ln]))
							break
						}
					}
					if len(s2.Witnesses) < o.Witnesses {
						s2.Witnesses = append(s2.Witnesses, Witness{Inputs: ki.tuple(l, p), Got: v, Allowed: setsFormat(irSets, int(w))})
					}
				}
			}
		}
	}
	for _, s := range []*Step{&s1, &s2} {
		if s.Verdict == "" {
			s.Verdict = Refines
			if s.Violations > 0 {
				s.Verdict = NotRefines
			}
		}
	}
	r.Steps = []Step{s1, s2}
	r.Tried, r.Violations = s2.Tried, s2.Violations
	switch {
	case s1.Verdict == NotRefines || s2.Verdict == NotRefines:
		r.Verdict = NotRefines
	case s1.Verdict == Unsupported || s2.Verdict == Unsupported:
		r.Verdict = Unsupported
		r.Detail = strings.TrimPrefix(s1.Detail+"; "+s2.Detail, "; ")
	default:
		r.Verdict = Refines
	}
}

// tileViolation returns the first lane whose IR set allows a value the
// tile result does not, or -1.
func tileViolation(lane semantics.Type, irSets []llinterp.Set, ts []semantics.Result) int {
	for ln, s := range irSets {
		t := ts[ln]
		if t.AllowsAnything() {
			continue
		}
		if s.Poison() {
			return ln
		}
		for _, v := range s.Values() {
			if !t.Allows(lane, v) {
				return ln
			}
		}
	}
	return -1
}

func tileFormat(lane semantics.Type, ts []semantics.Result) string {
	var parts []string
	for _, t := range ts {
		parts = append(parts, t.String(lane))
	}
	return strings.Join(parts, " | ")
}

func setsFormat(sets []llinterp.Set, w int) string {
	var parts []string
	for _, s := range sets {
		parts = append(parts, s.Format(w))
	}
	return strings.Join(parts, " | ")
}

// irLaunch runs the IR kernel on a copy of the launch's memory.
func irLaunch(f *llinterp.Func, k *ir.Kernel, a *tilerun.Args) (*llinterp.Memory, []uint64, error) {
	if len(f.Params) != len(k.Params) {
		return nil, nil, fmt.Errorf("@%s has %d parameters, the tile kernel %d", f.Name, len(f.Params), len(k.Params))
	}
	mem := llinterp.NewMemory()
	ptrs := make([]uint64, len(k.Params))
	args := make([]llinterp.KernelArg, len(k.Params))
	for i, p := range k.Params {
		if p.Space == ir.Global {
			ptrs[i] = mem.Add(a.Args[i].Mem)
			args[i].Bits = ptrs[i]
		} else if a.Args[i].Pred {
			args[i].Bits = 1
		}
	}
	d := func(x [3]int) llinterp.Dim3 { return llinterp.Dim3{max(x[0], 1), max(x[1], 1), max(x[2], 1)} }
	if err := f.Launch(d(k.Grid), d(k.Block), args, mem); err != nil {
		return nil, nil, err
	}
	return mem, ptrs, nil
}

// auditKernels checks the kernels of the module (indices into m.Funcs):
// llc compiles them together, the KernelTarget of the triple runs its
// code, and checkKernel runs both steps.
func auditKernels(rep *Report, m *llinterp.Module, kernels []int, results []FuncResult, key, llc, codeName string, o Options) {
	if len(kernels) == 0 {
		return
	}
	tm, err := tileModule(m, o)
	if err != nil {
		for _, i := range kernels {
			results[i].Verdict, results[i].Detail = Unsupported, "kernel: "+err.Error()
		}
		return
	}
	keep := map[string]bool{}
	for _, i := range kernels {
		keep[m.Funcs[i].Name] = true
	}
	asm, llcErr := runLLC(rep, llc, m.Keep(keep), o)
	ls := map[string]string{}
	if llcErr == nil {
		listings(asm, key, ls)
	}
	kt := o.Kernels[key]
	for _, i := range kernels {
		f := m.Funcs[i]
		r := &results[i]
		r.Code = ls[f.Name]
		var code tv.Kernel
		why := ""
		k := tileKernel(tm, f.Name)
		switch {
		case llcErr != nil:
			why = "llc: " + llcErr.Error()
		case kt == nil:
			why = "no executor here runs llc's " + key + " kernels (Options.Kernels has none for it)"
		case k != nil:
			if code, err = kt.LLCKernel(codeName, asm, f.Name, k); err != nil {
				why = "executor: " + firstLine(err.Error())
			}
		}
		checkKernel(r, f, m, tm, code, why, o)
	}
}

// asmModel is the model of the inline asm lowerc's LLVM IR holds: one
// min/max instruction, "OPCODE $0, $1, $2[, $3][;]", PTX (ptx:OPCODE via
// targets/ptx's form table) or AMD (amdgcn:CPU:OPCODE[:ieee=0], CPU the
// function's "target-cpu").
func asmModel(f *llinterp.Func, asm, _ string) (llinterp.AsmModel, error) {
	fields := strings.Fields(strings.TrimSuffix(strings.TrimSpace(asm), ";"))
	if len(fields) < 3 {
		return llinterp.AsmModel{}, errors.New("not one instruction with operands $0, $1[, $2, $3]")
	}
	opc := fields[0]
	nsrc := len(fields) - 2
	var md *semantics.Model
	var err error
	if strings.HasPrefix(opc, "v_") || strings.HasPrefix(opc, "s_") {
		cpu := f.Attrs["target-cpu"]
		if cpu == "" {
			return llinterp.AsmModel{}, errors.New("an AMD instruction in a function without \"target-cpu\"")
		}
		name := "amdgcn:" + cpu + ":" + opc
		if f.Attrs["amdgpu-ieee"] == "false" {
			name += ":ieee=0"
		}
		md, err = semantics.Lookup(name)
	} else {
		canon, cerr := ptx.Canonical(opc)
		if cerr != nil {
			return llinterp.AsmModel{}, cerr
		}
		form := ptx.Lookup(canon, nsrc)
		if form == nil {
			return llinterp.AsmModel{}, fmt.Errorf("%s with %d inputs is not in the PTX form table", opc, nsrc)
		}
		md, err = semantics.Lookup(form.Model.Name())
		if err == nil {
			t, terr := semantics.ParseType(form.Type)
			if terr != nil {
				return llinterp.AsmModel{}, terr
			}
			return llinterp.AsmModel{Model: md, Type: t}, nil
		}
	}
	if err != nil {
		return llinterp.AsmModel{}, err
	}
	ts := md.Types()
	if len(ts) != 1 {
		return llinterp.AsmModel{}, fmt.Errorf("model %s takes %d types; the asm's is not known", md.Name(), len(ts))
	}
	return llinterp.AsmModel{Model: md, Type: ts[0]}, nil
}
