package quality

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/ptx"
	"github.com/lowerc/lowerc/targets/ptx/ptxexec"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
)

// A Side is one compiler's code for a cell.
type Side struct {
	// Err says why there is no code: lowerc rejects the op on the target,
	// or llc fails; Instrs is then 0.
	Err    string
	Instrs int // per element, loads/stores/param moves/address arithmetic aside
	Text   int // lowerc: the same count read from the emitted text
	Bytes  int // AMD: bytes of those instructions
	VGPRs  int // AMD: VGPRs of the function or kernel
	// Valid is "ok" when the code, run on the grid and random inputs,
	// refines the declared semantics, "✗ …" with a witness when it does
	// not, "" when it was not run.
	Valid string
	How   string // lowerc: the sequence in words
	Code  string // the counted instructions, one a line
}

// module parses a cell's tile and returns its min/max op.
func (c Cell) module() (*ir.Module, *ir.MinMax, error) {
	m, err := ir.Parse("cell.tile", []byte(c.Tile()))
	if err != nil {
		return nil, nil, err
	}
	for _, op := range m.Kernels[0].Body {
		if mm, ok := op.(*ir.MinMax); ok {
			return m, mm, nil
		}
	}
	return nil, nil, fmt.Errorf("no min/max in the cell's tile")
}

// skipPTX reports the instructions counted on neither side.
func skipPTX(ins string) bool {
	for _, p := range []string{"ld.", "st.", "cvta", "ret", "add.s64", "mul.wide", "mov.u32"} {
		if strings.HasPrefix(ins, p) {
			return true
		}
	}
	return false
}

// LowercPTX lowers the cell with targets/ptx; validate runs the op's code in
// the PTX executor against its declared semantics.
func LowercPTX(c Cell, validate bool) (Side, error) {
	m, _, err := c.module()
	if err != nil {
		return Side{}, err
	}
	b, err := ptx.New(c.Arch, "")
	if err != nil {
		return Side{}, err
	}
	if errs := verify.Module(m, b); len(errs) > 0 {
		return Side{Err: "rejected: " + errs[0].Error()}, nil
	}
	res, err := b.Lower(m)
	if err != nil {
		return Side{}, err
	}
	if len(res.Choices) != 1 {
		return Side{}, fmt.Errorf("%s %s: %d choices", c.Arch, c.Op(), len(res.Choices))
	}
	ch := res.Choices[0]
	s := Side{Instrs: ch.Instrs, How: ch.How}
	// The op's instructions follow its "model" comment up to the next
	// comment (the store).
	in := false
	var code []string
	for _, line := range strings.Split(string(res.PTX), "\n") {
		l := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(l, "//   model"):
			in = true
		case strings.HasPrefix(l, "//"):
			in = false
		case in && l != "" && !skipPTX(l):
			code = append(code, l)
		}
	}
	s.Text, s.Code = len(code), strings.Join(code, "\n")
	if validate {
		cs, err := ptxexec.Target{}.Cases(m, "cell.tile", tv.Options{Arch: c.Arch})
		if err != nil {
			return Side{}, err
		}
		s.Valid = "ok"
		for _, k := range cs {
			rep, err := tv.Validate(k, inputs(k.Func.Arity(), k.Func.Type(), k.Model))
			if err != nil {
				return Side{}, err
			}
			if !rep.Refines() {
				s.Valid = witness(rep)
			}
		}
	}
	return s, nil
}

// inputs: the grid in all pairs and 300 random pairs; for three inputs two
// grid values of each class in all triples and 300 random triples.
func inputs(arity int, t semantics.Type, m *semantics.Model) tv.Inputs {
	lane := t
	if t.IsPacked() && m.Supports(t.Lane()) {
		lane = t.Lane()
	}
	in := tv.Inputs{Random: 300, Seed: tv.DefaultSeed, Workers: 1}
	if arity == 3 {
		in.Grid = PerClass(lane, 2)
	}
	return in
}

// PerClass keeps n grid values of each class (sign included).
func PerClass(t semantics.Type, n int) []uint64 {
	var out []uint64
	seen := map[semantics.Class]int{}
	for _, v := range semantics.Grid(t) {
		c := semantics.Classify(t, v)
		if seen[c] < n {
			seen[c]++
			out = append(out, v)
		}
	}
	return out
}

func witness(rep *tv.Report) string {
	w := rep.Witnesses[0]
	var in []string
	for _, x := range w.In {
		in = append(in, semantics.FormatBits(rep.Lane, x))
	}
	return fmt.Sprintf("✗ %d of %d: (%s) gave %s", rep.Violations, rep.Pairs, strings.Join(in, ", "), semantics.FormatBits(rep.Lane, w.Got))
}

// LLCPTX compiles the cells (one arch) with llc-19 and measures each
// function; validate runs llc's code against the declared semantics.
func LLCPTX(llc, dir, arch string, cells []Cell, validate bool) (map[Cell]Side, error) {
	out := map[Cell]Side{}
	var mod strings.Builder
	for _, c := range cells {
		mod.WriteString(c.LLVMFunc())
	}
	code, err := llcRun(llc, dir, arch, "nvptx64-nvidia-cuda", mod.String())
	if err != nil {
		// One function llc cannot select fails the module: compile them
		// one by one.
		for _, c := range cells {
			code, err := llcRun(llc, dir, arch, "nvptx64-nvidia-cuda", c.LLVMFunc())
			if err != nil {
				out[c] = Side{Err: "llc-19 fails: " + firstLine(err.Error())}
				continue
			}
			r, err := measurePTX(code, []Cell{c}, validate)
			if err != nil {
				return nil, err
			}
			out[c] = r[c]
		}
		return out, nil
	}
	return measurePTX(code, cells, validate)
}

// firstLine is the first error line of llc's message, with the node
// addresses LLVM prints ("0x558ab5c99830: bf16 = fmaximum …") left out so
// that the table does not change from run to run.
func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	for _, x := range strings.Split(s, "\n") {
		if strings.Contains(x, "error") || strings.Contains(x, "LLVM ERROR") {
			l = strings.TrimSpace(x)
			break
		}
	}
	return strings.TrimSpace(addrRe.ReplaceAllString(l, ""))
}

var addrRe = regexp.MustCompile(`0x[0-9a-f]{6,}:? ?,? ?`)

func llcRun(llc, dir, cpu, triple, mod string) ([]byte, error) {
	f, err := os.CreateTemp(dir, "cell*.ll")
	if err != nil {
		return nil, err
	}
	defer os.Remove(f.Name())
	if _, err := f.WriteString(mod); err != nil {
		return nil, err
	}
	f.Close()
	args := []string{"-mtriple=" + triple, "-mcpu=" + cpu, f.Name(), "-o", "-"}
	if strings.HasPrefix(triple, "amdgcn") {
		args = append(args, "-show-mc-encoding")
	}
	return oracle.Run(llc, nil, args...)
}

// measurePTX counts each function's instructions in llc's PTX.
func measurePTX(code []byte, cells []Cell, validate bool) (map[Cell]Side, error) {
	byName := map[string]Cell{}
	for _, c := range cells {
		byName[c.FuncName()] = c
	}
	out := map[Cell]Side{}
	var cur string
	var body []string
	for _, line := range strings.Split(string(code), "\n") {
		l := strings.TrimSpace(line)
		if strings.HasPrefix(l, ".visible .func") || strings.HasPrefix(l, ".func") {
			// ".visible .func  (.param .b32 func_retval0) name("
			f := strings.Fields(strings.TrimSuffix(l, "("))
			cur = f[len(f)-1]
			body = nil
			continue
		}
		if cur == "" {
			continue
		}
		if l == "}" {
			out[byName[cur]] = Side{Instrs: len(body), Code: strings.Join(body, "\n")}
			cur = ""
			continue
		}
		if strings.HasPrefix(l, "{") && strings.HasSuffix(l, "}") {
			// llc's scoped block "{ .reg .b16 tmp; mov.b32 {tmp, %rs1}, %r10; }":
			// its instructions count, its declarations do not.
			for _, part := range strings.Split(strings.Trim(l, "{} "), ";") {
				if part = strings.TrimSpace(part); part != "" && !strings.HasPrefix(part, ".") && !skipPTX(part) {
					body = append(body, part+";")
				}
			}
			continue
		}
		if strings.HasSuffix(l, ";") && !strings.HasPrefix(l, ".") && !strings.HasPrefix(l, "//") && !skipPTX(l) {
			body = append(body, l)
		}
	}
	for _, c := range cells {
		if _, ok := out[c]; !ok {
			return nil, fmt.Errorf("llc-19 output lacks %s", c.FuncName())
		}
	}
	if !validate {
		return out, nil
	}
	for _, c := range cells {
		s := out[c]
		s.Valid = validateLLC(code, c)
		out[c] = s
	}
	return out, nil
}

// validateLLC runs llc's function for c in the PTX executor against the
// cell's declared semantics.
func validateLLC(code []byte, c Cell) string {
	_, mm, err := c.module()
	if err != nil {
		return "not run: " + err.Error()
	}
	it := ir.ParseElemType(c.Type)
	lane, _, ok := tv.SemType(it)
	st := map[string]semantics.Type{"f16x2": semantics.F16x2, "bf16x2": semantics.BF16x2}[c.Type]
	if !it.IsPacked() {
		st = lane
	}
	if !ok || st == semantics.InvalidType {
		return "" // f32x2: no packed semantics type
	}
	model, err := tv.Declared(mm, lane)
	if err != nil {
		return "not run: " + err.Error()
	}
	fns, err := ptxexec.Target{}.Funcs(filepath.Join("llc", c.Arch+".ptx"), unscope(code), func(string) (tv.Signature, error) {
		return tv.Signature{Type: st, Arity: c.Arity}, nil
	}, tv.Options{})
	if err != nil {
		return "not run: " + err.Error()
	}
	for _, f := range fns {
		if f.Name() != c.FuncName() {
			continue
		}
		rep, err := tv.Validate(tv.Case{Func: f, Model: model, Where: c.FuncName()}, inputs(c.Arity, st, model))
		if err != nil {
			return "not run: " + firstLine(err.Error())
		}
		if !rep.Refines() {
			return witness(rep)
		}
		return "ok"
	}
	return "not run: no function"
}

// unscope rewrites llc's scoped blocks "{ .reg .b16 tmp; mov.b32 {tmp,
// %rs1}, %r10; }" (which the executor does not take) as their declaration
// and instructions on lines of their own; the names stay distinct because
// each block's temporary is renamed after its line.
func unscope(code []byte) []byte {
	var b strings.Builder
	for i, line := range strings.Split(string(code), "\n") {
		l := strings.TrimSpace(line)
		if !strings.HasPrefix(l, "{") || !strings.HasSuffix(l, "}") || !strings.Contains(l, ".reg") {
			b.WriteString(line)
			b.WriteByte('\n')
			continue
		}
		inner := strings.Trim(l, "{} ")
		for _, part := range strings.Split(inner, ";") {
			part = strings.TrimSpace(part)
			if part == "" {
				continue
			}
			// The block's temporaries are named tmp…; give them
			// %tmpN names, N the line.
			part = regexpTmp.ReplaceAllString(part, fmt.Sprintf("%%tmp%d_$1", i))
			b.WriteString("\t" + part + ";\n")
		}
	}
	return []byte(b.String())
}

var regexpTmp = regexp.MustCompile(`\btmp(\w*)`)
