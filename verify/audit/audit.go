package audit

import (
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/llvm/llinterp"
	"github.com/lowerc/lowerc/verify/tv"
)

// A Verdict is the outcome for one function.
type Verdict string

// The verdicts.
const (
	Refines     Verdict = "refines"
	NotRefines  Verdict = "does-not-refine"
	LLCFailed   Verdict = "llc-failed"
	Unsupported Verdict = "unsupported"
)

// Options configure an audit.
type Options struct {
	Triple    string // "amdgcn-amd-amdhsa" or "nvptx64-nvidia-cuda"
	CPU       string // "gfx942", "sm_90"
	Random    int    // random tuples after the grid
	Seed      uint64
	Witnesses int // witnesses kept per function: 0 means 3, negative none
	// Targets are the executors by name ("ptx", "amdgcn").
	Targets map[string]tv.Target
	// LLC is llc's path; empty: LLCFor(CPU) found by internal/oracle.
	LLC string
	// Func, when set, audits only the function of that name.
	Func string
	// Cache, when set, keeps the IR's allowed sets across audits of the
	// same function on the same inputs (the catalogue runs one file for
	// many targets).
	Cache *Cache
	// Tile is the tile module a lowerc-made IR module was emitted from
	// (its kernels are checked in two steps, see Step); nil: the file the
	// IR's source_filename names, if it is a readable .tile file.
	Tile *ir.Module
	// Kernels run llc's code of a kernel, by executor name ("ptx").
	Kernels map[string]KernelTarget
}

// A Cache keeps IR results by function text and inputs; it is safe for
// concurrent audits.
type Cache struct {
	mu sync.Mutex
	m  map[string][][]llinterp.Set
}

// NewCache returns an empty cache.
func NewCache() *Cache { return &Cache{m: map[string][][]llinterp.Set{}} }

// LLCFor is the llc an audit of cpu uses: llc-22 for gfx950 (LLVM 19 does
// not know it), llc-19 otherwise.
func LLCFor(cpu string) string {
	if cpu == "gfx950" {
		return oracle.LLC22
	}
	return oracle.LLC
}

// TargetKey maps a triple to the executor's name.
func TargetKey(triple string) (string, error) {
	switch triple {
	case "nvptx64-nvidia-cuda", "nvptx64":
		return "ptx", nil
	case "amdgcn-amd-amdhsa", "amdgcn":
		return "amdgcn", nil
	}
	return "", fmt.Errorf("unsupported triple %q (want nvptx64-nvidia-cuda or amdgcn-amd-amdhsa)", triple)
}

// A Witness is one input on which the code's result is not allowed.
type Witness struct {
	Inputs  []uint64 `json:"inputs"`
	Got     uint64   `json:"got"`
	Allowed string   `json:"allowed"` // the IR's allowed set per lane, "0x3c00" or "{…}", lanes joined by " | "
}

// A FuncResult is the audit of one function.
type FuncResult struct {
	Name       string    `json:"name"`
	Type       string    `json:"type,omitempty"`
	Arity      int       `json:"arity,omitempty"`
	IEEE       string    `json:"amdgpu_ieee,omitempty"` // the "amdgpu-ieee" attribute, if any
	Verdict    Verdict   `json:"verdict"`
	Tried      int       `json:"tried"`
	Violations int       `json:"violations"`
	Witnesses  []Witness `json:"witnesses,omitempty"`
	Detail     string    `json:"detail,omitempty"` // llc's message, what is unsupported
	// Kinds counts the violations by kind (see Kind); SNaNIn counts those
	// with a signaling NaN among the inputs.
	Kinds  map[string]int `json:"kinds,omitempty"`
	SNaNIn int            `json:"snan_inputs,omitempty"`
	// Code is llc's instructions for the function, one per line.
	Code string `json:"code,omitempty"`
	// Steps are a kernel's two checks (tile ⊇ IR, IR ⊇ code); the
	// verdict is the worse of the two.
	Steps []Step `json:"steps,omitempty"`
}

// A Report is the audit of one file for one target.
type Report struct {
	File    string        `json:"file"`
	Triple  string        `json:"triple"`
	CPU     string        `json:"cpu"`
	LLC     string        `json:"llc"`
	Seed    uint64        `json:"seed"`
	Random  int           `json:"random"`
	Funcs   []FuncResult  `json:"functions"`
	LLCTime time.Duration `json:"llc_ns"`
	Time    time.Duration `json:"total_ns"`
}

// ExitCode is 0 when every function refines, 1 otherwise.
func (r *Report) ExitCode() int {
	for _, f := range r.Funcs {
		if f.Verdict != Refines {
			return 1
		}
	}
	return 0
}

// An InputError is a problem with the IR file or the options (exit 2).
type InputError struct{ Err error }

func (e *InputError) Error() string { return e.Err.Error() }
func (e *InputError) Unwrap() error { return e.Err }

// signature returns the tv signature of an IR function, or why it has none.
func signature(f *llinterp.Func) (tv.Signature, string) {
	t, ok := f.Ret.SemType()
	if !ok {
		return tv.Signature{}, fmt.Sprintf("return type %s (want half, bfloat, float, double, <2 x half>, <2 x bfloat>)", f.Ret)
	}
	if n := len(f.Params); n < 1 || n > 3 {
		return tv.Signature{}, fmt.Sprintf("%d parameters (want 1 to 3 of the return type)", n)
	}
	for _, p := range f.Params {
		if p.Type != f.Ret {
			return tv.Signature{}, fmt.Sprintf("parameter %%%s of type %s (want all of the return type %s)", p.Name, p.Type, f.Ret)
		}
	}
	return tv.Signature{Type: t, Arity: len(f.Params)}, ""
}

// Run audits the IR file src.
func Run(file string, src []byte, o Options) (*Report, error) {
	t0 := time.Now()
	if o.Witnesses == 0 {
		o.Witnesses = 3
	}
	key, err := TargetKey(o.Triple)
	if err != nil {
		return nil, &InputError{err}
	}
	if o.CPU == "" {
		return nil, &InputError{errors.New("-mcpu is required (llc's default CPU is not one the executors model)")}
	}
	m, err := llinterp.Parse(file, src)
	if err != nil {
		return nil, &InputError{err}
	}
	if len(m.Funcs) == 0 {
		return nil, &InputError{fmt.Errorf("%s: no function definitions", file)}
	}
	if o.Func != "" {
		if m.Func(o.Func) == nil {
			return nil, &InputError{fmt.Errorf("%s: no function @%s", file, o.Func)}
		}
		src = m.Only(o.Func)
		if m, err = llinterp.Parse(file, src); err != nil {
			return nil, &InputError{err}
		}
	}
	m.Asm = asmModel
	llc := o.LLC
	if llc == "" {
		if llc, err = oracle.Lookup(LLCFor(o.CPU)); err != nil {
			return nil, err
		}
	}
	rep := &Report{File: file, Triple: o.Triple, CPU: o.CPU, LLC: filepath.Base(llc), Seed: o.Seed, Random: o.Random}
	sigs := map[string]tv.Signature{}
	results := make([]FuncResult, len(m.Funcs))
	var kernels []int
	for i, f := range m.Funcs {
		r := &results[i]
		r.Name = f.Name
		if v, ok := f.Attrs["amdgpu-ieee"]; ok {
			r.IEEE = v
		}
		if f.Err != nil {
			r.Verdict, r.Detail = Unsupported, "IR: "+f.Err.Error()
			continue
		}
		if isKernel(f) {
			kernels = append(kernels, i)
			continue
		}
		sig, why := signature(f)
		if why != "" {
			r.Verdict, r.Detail = Unsupported, "IR signature: "+why
			continue
		}
		r.Type, r.Arity = sig.Type.String(), sig.Arity
		sigs[f.Name] = sig
	}
	tgt := o.Targets[key]
	if tgt == nil && len(sigs) > 0 {
		return nil, fmt.Errorf("no %s executor in this build: the audit needs one to run llc's output", key)
	}
	sigFn := func(fn string) (tv.Signature, error) {
		s, ok := sigs[fn]
		if !ok {
			return tv.Signature{}, fmt.Errorf("function %s is not checked by the audit", fn)
		}
		return s, nil
	}
	codeName := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file)) + "." + o.CPU + map[string]string{"ptx": ".ptx", "amdgcn": ".s"}[key]

	// Whole module first. A function llc names in its error ("In
	// function: f"), or whose code calls an intrinsic llc did not lower,
	// is failed and the rest is compiled again; when llc fails without
	// naming a function, or the executor rejects the module, each function
	// is compiled and read alone, so that every failure names its own
	// function.
	code := map[string]tv.Func{}
	failed := map[string]string{}
	listing := map[string]string{}
	keep := map[string]bool{}
	for fn := range sigs {
		keep[fn] = true
	}
	alone := false
	for round := 0; len(keep) > 0; round++ {
		if round == 8 {
			alone = true
			break
		}
		asm, err := runLLC(rep, llc, m.Keep(keep), o)
		if err != nil {
			fn := llcFunction(err.Error())
			if !keep[fn] {
				alone = true
				break
			}
			failed[fn] = "llc: " + err.Error()
			delete(keep, fn)
			continue
		}
		ls := map[string]string{}
		listings(asm, key, ls)
		bad := false
		for fn := range keep {
			if sym := intrinsicCall().FindStringSubmatch(ls[fn]); sym != nil {
				failed[fn] = fmt.Sprintf("llc: %s emits a call to the undefined function %s (the intrinsic is not lowered)", filepath.Base(llc), sym[1])
				delete(keep, fn)
				bad = true
			}
		}
		for fn, l := range ls {
			listing[fn] = l
		}
		if bad {
			continue
		}
		want := map[string]tv.Signature{}
		for fn := range keep {
			want[fn] = sigs[fn]
		}
		if err := readFuncs(tgt, codeName, asm, sigFn, m, want, o, code); err != nil {
			alone = true
		}
		break
	}
	if alone {
		code = map[string]tv.Func{}
		for _, f := range m.Funcs {
			if !keep[f.Name] {
				continue
			}
			asm, err := runLLC(rep, llc, m.Only(f.Name), o)
			if err != nil {
				failed[f.Name] = "llc: " + err.Error()
				continue
			}
			listings(asm, key, listing)
			if sym := intrinsicCall().FindStringSubmatch(listing[f.Name]); sym != nil {
				failed[f.Name] = fmt.Sprintf("llc: %s emits a call to the undefined function %s (the intrinsic is not lowered)", filepath.Base(llc), sym[1])
				continue
			}
			one := map[string]tv.Signature{f.Name: sigs[f.Name]}
			if err := readFuncs(tgt, codeName, asm, sigFn, m, one, o, code); err != nil {
				failed[f.Name] = "executor: " + firstLine(err.Error())
			}
		}
	}
	auditKernels(rep, m, kernels, results, key, llc, codeName, o)
	for i, f := range m.Funcs {
		r := &results[i]
		if r.Code == "" {
			r.Code = listing[f.Name]
		}
		if r.Verdict != "" {
			continue
		}
		if msg, ok := failed[f.Name]; ok {
			if strings.HasPrefix(msg, "llc: ") {
				r.Verdict, r.Detail = LLCFailed, strings.TrimPrefix(msg, "llc: ")
			} else {
				r.Verdict, r.Detail = Unsupported, msg
			}
			continue
		}
		c, ok := code[f.Name]
		if !ok {
			r.Verdict, r.Detail = Unsupported, "the executor returned no function "+f.Name+" from llc's output"
			continue
		}
		check(r, f, c, sigs[f.Name], m, o)
	}
	rep.Funcs = results
	rep.Time = time.Since(t0)
	return rep, nil
}

// runLLC compiles src and returns the assembly, or llc's message.
func runLLC(rep *Report, llc string, src []byte, o Options) ([]byte, error) {
	t := time.Now()
	out, err := oracle.Run(llc, src, "-mtriple="+o.Triple, "-mcpu="+o.CPU, "-o", "-")
	rep.LLCTime += time.Since(t)
	if err != nil {
		return nil, errors.New(llcMessage(err.Error()))
	}
	return out, nil
}

// llcFunction is the function llc's message names ("In function: f"), or "".
func llcFunction(msg string) string {
	const p = "In function: "
	i := strings.Index(msg, p)
	if i < 0 {
		return ""
	}
	rest := msg[i+len(p):]
	if j := strings.IndexAny(rest, "; \n"); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

// intrinsicCall finds a call to an intrinsic's name in llc's output: llc
// emits one when it has no lowering (llvm.maximumnum in LLVM 19 on amdgcn:
// s_swappc_b64 through llvm.maximumnum.f32@gotpcrel32; on nvptx64: call.uni
// llvm.maximumnum.f32).
var intrinsicCall = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)(?:^\s*|[\s,(])(llvm\.[a-z0-9.]+)(?:@gotpcrel|@rel|,\s*$)`)
})

// llcMessage keeps the lines of llc's stderr that say what went wrong.
func llcMessage(s string) string {
	var keep []string
	for _, l := range strings.Split(s, "\n") {
		l = strings.TrimSpace(l)
		if strings.HasPrefix(l, "#") || strings.HasPrefix(l, "Stack dump") {
			continue
		}
		if strings.Contains(l, "error:") || strings.HasPrefix(l, "LLVM ERROR") || strings.HasPrefix(l, "In function") {
			keep = append(keep, l)
		}
		if len(keep) == 3 {
			break
		}
	}
	if len(keep) == 0 {
		first, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
		return first
	}
	return strings.Join(keep, "; ")
}

// readFuncs runs the executor's reader on llc's output, once per AMD mode
// (the functions' "amdgpu-ieee"), and keeps the functions named in want.
func readFuncs(tgt tv.Target, name string, asm []byte, sigFn func(string) (tv.Signature, error), m *llinterp.Module,
	want map[string]tv.Signature, o Options, into map[string]tv.Func) error {
	modes := map[bool]bool{}
	for fn := range want {
		modes[noIEEE(m.Func(fn))] = true
	}
	for _, no := range []bool{false, true} {
		if !modes[no] {
			continue
		}
		fs, err := tgt.Funcs(name, asm, sigFn, tv.Options{Arch: o.CPU, NoIEEE: no})
		if err != nil {
			return err
		}
		for _, f := range fs {
			if _, ok := want[f.Name()]; ok && noIEEE(m.Func(f.Name())) == no {
				into[f.Name()] = f
			}
		}
	}
	return nil
}

func noIEEE(f *llinterp.Func) bool { return f != nil && f.Attrs["amdgpu-ieee"] == "false" }

// block is how many tuples one executor call runs.
const block = 1 << 14

// check runs code on the inputs and compares each result with the IR's
// allowed sets, lane by lane.
func check(r *FuncResult, f *llinterp.Func, code tv.Func, sig tv.Signature, m *llinterp.Module, o Options) {
	if code.Type() != sig.Type || code.Arity() != sig.Arity {
		r.Verdict, r.Detail = Unsupported, fmt.Sprintf("the executor reads %s as %s/%d, the IR says %s/%d", f.Name, code.Type(), code.Arity(), sig.Type, sig.Arity)
		return
	}
	in := Inputs(sig.Type, sig.Arity, o.Random, o.Seed)
	n := len(in[0])
	allowed, err := irSets(f, m, in, o)
	if err != nil {
		r.Verdict, r.Detail = Unsupported, "IR: "+err.Error()
		return
	}
	lt := sig.Type.Lane()
	w := uint(lt.Bits())
	lanes := sig.Type.Lanes()
	out := make([]uint64, block)
	sub := make([][]uint64, sig.Arity)
	for lo := 0; lo < n; lo += block {
		hi := min(lo+block, n)
		for k := range sub {
			sub[k] = in[k][lo:hi]
		}
		if err := code.Run(sub, out[:hi-lo]); err != nil {
			r.Verdict, r.Detail = Unsupported, "executor: "+firstLine(err.Error())
			return
		}
		for i := lo; i < hi; i++ {
			got := out[i-lo]
			sets := allowed[i]
			ok := true
			for l := 0; l < lanes; l++ {
				if !sets[l].Allows(got >> (uint(l) * w) & lt.Mask()) {
					ok = false
				}
			}
			if ok {
				continue
			}
			r.Violations++
			if r.Kinds == nil {
				r.Kinds = map[string]int{}
			}
			for l := 0; l < lanes; l++ {
				g := got >> (uint(l) * w) & lt.Mask()
				if !sets[l].Allows(g) {
					r.Kinds[Kind(lt, g, sets[l])]++
					break
				}
			}
			for k := range in {
				if hasSNaN(lt, lanes, in[k][i]) {
					r.SNaNIn++
					break
				}
			}
			if len(r.Witnesses) < o.Witnesses {
				wt := Witness{Got: got}
				for k := range in {
					wt.Inputs = append(wt.Inputs, in[k][i])
				}
				var parts []string
				for _, s := range sets {
					parts = append(parts, s.Format(int(w)))
				}
				wt.Allowed = strings.Join(parts, " | ")
				r.Witnesses = append(r.Witnesses, wt)
			}
		}
	}
	r.Tried = n
	r.Verdict = Refines
	if r.Violations > 0 {
		r.Verdict = NotRefines
	}
}

// irSets evaluates the IR function on every tuple (from the cache when the
// same function text was evaluated on the same inputs).
func irSets(f *llinterp.Func, m *llinterp.Module, in [][]uint64, o Options) ([][]llinterp.Set, error) {
	var key string
	if o.Cache != nil {
		key = fmt.Sprintf("%s\x00%d\x00%d\x00%s", m.Only(f.Name), o.Random, o.Seed, f.Name)
		o.Cache.mu.Lock()
		s, ok := o.Cache.m[key]
		o.Cache.mu.Unlock()
		if ok {
			return s, nil
		}
	}
	n := len(in[0])
	out := make([][]llinterp.Set, n)
	args := make([]uint64, len(in))
	for i := 0; i < n; i++ {
		for k := range in {
			args[k] = in[k][i]
		}
		s, err := f.Eval(args)
		if err != nil {
			return nil, err
		}
		out[i] = s
	}
	if o.Cache != nil {
		o.Cache.mu.Lock()
		o.Cache.m[key] = out
		o.Cache.mu.Unlock()
	}
	return out, nil
}

// Sorted returns the verdict counts in a fixed order, for summaries.
func (r *Report) Sorted() []string {
	c := map[Verdict]int{}
	for _, f := range r.Funcs {
		c[f.Verdict]++
	}
	var out []string
	for _, v := range []Verdict{Refines, NotRefines, LLCFailed, Unsupported} {
		if c[v] > 0 {
			out = append(out, fmt.Sprintf("%d %s", c[v], v))
		}
	}
	return out
}

func hasSNaN(lt semantics.Type, lanes int, x uint64) bool {
	w := uint(lt.Bits())
	for l := 0; l < lanes; l++ {
		if semantics.IsSignaling(lt, x>>(uint(l)*w)&lt.Mask()) {
			return true
		}
	}
	return false
}

// Kind classifies a result got of lane type t that set s does not allow:
//
//	snan-result     a signaling NaN where LangRef allows only quiet NaNs
//	nan-bits        a NaN where LangRef allows NaNs, but not this one (sign or payload)
//	nan-for-number  a NaN where only numbers are allowed
//	number-for-nan  a number where only NaNs are allowed
//	zero-sign       a zero where the other zero is allowed
//	flushed         a zero where a subnormal is allowed (flush to zero)
//	value           any other number
func Kind(t semantics.Type, got uint64, s llinterp.Set) string {
	var anyNaN, anyNum, otherZero, sub bool
	for _, v := range s.Values() {
		switch c := semantics.Classify(t, v); {
		case semantics.IsNaN(t, v):
			anyNaN = true
		default:
			anyNum = true
			if v&^signBit(t) == 0 && got&^signBit(t) == 0 {
				otherZero = true
			}
			if c == semantics.PosSubnormal || c == semantics.NegSubnormal {
				sub = true
			}
		}
	}
	allQuiet := true
	for _, v := range s.Values() {
		if semantics.IsSignaling(t, v) {
			allQuiet = false
		}
	}
	switch {
	case semantics.IsSignaling(t, got) && anyNaN && allQuiet:
		return "snan-result"
	case semantics.IsNaN(t, got) && anyNaN:
		return "nan-bits"
	case semantics.IsNaN(t, got):
		return "nan-for-number"
	case !anyNum:
		return "number-for-nan"
	case otherZero:
		return "zero-sign"
	case got&^signBit(t) == 0 && sub:
		return "flushed"
	}
	return "value"
}

func signBit(t semantics.Type) uint64 { return 1 << uint(t.Bits()-1) }

// listings extracts each function's instructions from llc's output.
func listings(asm []byte, key string, into map[string]string) {
	var cur string
	var lines []string
	flush := func() {
		if cur != "" {
			into[cur] = strings.Join(lines, "\n")
		}
		cur, lines = "", nil
	}
	for _, l := range strings.Split(string(asm), "\n") {
		t := strings.TrimSpace(l)
		if i := strings.Index(t, ";"); key == "amdgcn" && i >= 0 {
			t = strings.TrimSpace(t[:i])
		}
		if i := strings.Index(t, "//"); key == "ptx" && i >= 0 {
			t = strings.TrimSpace(t[:i])
		}
		switch {
		case key == "amdgcn" && strings.HasSuffix(t, ":") && !strings.HasPrefix(t, "."):
			flush()
			cur = strings.TrimSuffix(t, ":")
		case key == "ptx" && strings.HasPrefix(t, ".visible .func") || key == "ptx" && strings.HasPrefix(t, ".func"):
			flush()
			if i := strings.Index(t, "("); i >= 0 {
				rest := t
				if strings.Contains(t, "func_retval0") {
					rest = t[strings.Index(t, ")")+1:]
				}
				rest = strings.TrimSpace(rest)
				if j := strings.Index(rest, "("); j >= 0 {
					cur = strings.TrimSpace(rest[:j])
				}
			}
		case cur == "" || t == "" || strings.HasPrefix(t, "."):
		case key == "ptx" && (t == "{" || t == "}" || strings.HasPrefix(t, ".reg") || strings.HasPrefix(t, ")")):
		case key == "ptx" && strings.HasPrefix(t, ".param"):
		default:
			lines = append(lines, t)
			if key == "amdgcn" && strings.HasPrefix(t, "s_setpc_b64") || key == "ptx" && t == "ret;" {
				flush()
			}
		}
	}
	flush()
}

// firstLine keeps the first line of a multi-line error and says how many
// more there were.
func firstLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) == 1 {
		return lines[0]
	}
	return fmt.Sprintf("%s (and %d more)", lines[0], len(lines)-1)
}
