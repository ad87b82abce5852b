package audit

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/lowerc/lowerc/verify/tv"
)

// CatalogueOptions configure a run of the whole catalogue.
type CatalogueOptions struct {
	Dir     string // the catalogue's directory, as the commands in the table name it ("testdata/audit")
	Root    string // where Dir is relative to ("" = the working directory)
	Random  int
	Seed    uint64
	Targets map[string]tv.Target
	// Only, when set, restricts the run to these catalogue targets.
	Only []CatalogueTarget
	// Progress, when set, is told each target and file as it starts.
	Progress func(string)
}

// A CatalogueEntry is one function audited for one target.
type CatalogueEntry struct {
	Target CatalogueTarget
	File   string // "f32.ll"
	Func   string // "maxnum" (the catalogue function, without the type)
	Type   string // "f32"
	NoIEEE bool
	What   string // what the function computes
	Result FuncResult
}

// A CatalogueResult is the audit of every catalogue file on every target.
type CatalogueResult struct {
	Opts    CatalogueOptions
	Entries []CatalogueEntry
	Time    time.Duration // wall time of the whole run, llc included
	LLCTime time.Duration // llc's time, summed over the runs (they overlap when GOMAXPROCS > 1)
	Files   int
}

// RunCatalogue audits every file for every target of CatalogueTargets, a
// few (target, file) pairs at a time (GOMAXPROCS); the entries come in the
// fixed order of targets and files whatever the schedule.
func RunCatalogue(o CatalogueOptions) (*CatalogueResult, error) {
	t0 := time.Now()
	res := &CatalogueResult{Opts: o}
	cache := NewCache()
	type job struct {
		t CatalogueTarget
		f CatalogueFile
	}
	var jobs []job
	targets := CatalogueTargets
	if o.Only != nil {
		targets = o.Only
	}
	for _, t := range targets {
		for _, f := range FilesFor(t, Catalogue()) {
			jobs = append(jobs, job{t, f})
		}
	}
	reps := make([]*Report, len(jobs))
	errs := make([]error, len(jobs))
	var mu sync.Mutex
	next := 0
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= len(jobs) {
					return
				}
				j := jobs[i]
				path := filepath.Join(o.Dir, j.f.Name)
				src, err := os.ReadFile(filepath.Join(o.Root, path))
				if err != nil {
					errs[i] = err
					continue
				}
				if o.Progress != nil {
					o.Progress(j.t.CPU + " " + j.f.Name)
				}
				reps[i], errs[i] = Run(path, src, Options{Triple: j.t.Triple, CPU: j.t.CPU, Random: o.Random, Seed: o.Seed, Targets: o.Targets, Cache: cache})
			}
		}()
	}
	wg.Wait()
	for i, j := range jobs {
		if errs[i] != nil {
			return nil, fmt.Errorf("%s %s: %w", j.t.CPU, j.f.Name, errs[i])
		}
		res.Files++
		res.LLCTime += reps[i].LLCTime
		for _, fr := range reps[i].Funcs {
			m := whatOf(fr.Name)
			res.Entries = append(res.Entries, CatalogueEntry{Target: j.t, File: j.f.Name, Func: strings.TrimSuffix(fr.Name, "_"+m.typ),
				Type: m.typ, NoIEEE: j.f.NoIEEE, What: m.what, Result: fr})
		}
	}
	res.Time = time.Since(t0)
	return res, nil
}

// column is one column of the summary: a target, with IEEE mode off or not.
type column struct {
	t      CatalogueTarget
	noIEEE bool
}

func (c column) String() string {
	if c.noIEEE {
		return c.t.CPU + " ieee=0"
	}
	return c.t.CPU
}

// command reproduces one entry.
func (r *CatalogueResult) command(e CatalogueEntry) string {
	return fmt.Sprintf("lowerc audit -triple %s -mcpu %s -random %d -seed %#x -func %s %s",
		e.Target.Triple, e.Target.CPU, r.Opts.Random, r.Opts.Seed, e.Result.Name, filepath.ToSlash(filepath.Join(r.Opts.Dir, e.File)))
}

func cell(f FuncResult) string {
	switch f.Verdict {
	case Refines:
		return "✓"
	case NotRefines:
		if f.Kinds["nan-bits"] == f.Violations {
			return fmt.Sprintf("✗ %d nan-bits", f.Violations) // disputed: see the finding
		}
		return fmt.Sprintf("✗ %d", f.Violations)
	case LLCFailed:
		return "llc✗"
	}
	return "?"
}

// amdCvtPk finds gfx950's packing conversions in AMD code.
var amdCvtPk = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\bv_cvt_pk_(bf16|f16)_f32\b`) })

// ptxAbsNeg finds a float abs or neg in PTX code.
var ptxAbsNeg = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?m)^(abs|neg)(\.ftz)?\.(f|bf)`) })

// disputed says whether a finding rests on a disputed reading, and which.
func disputed(e CatalogueEntry) []string {
	var why []string
	f := e.Result
	if f.Kinds["nan-bits"] > 0 {
		why = append(why, "NaN bits: LangRef 19 lets each target add \"extra\" NaN payloads and names them for x86, ARM and wasm only; the audit takes NVPTX's and AMDGPU's set as empty (semantics' llvm19:* models)")
	}
	if f.SNaNIn > 0 && f.SNaNIn == f.Violations && (strings.Contains(e.What, "maxnum") || strings.Contains(e.What, "minnum")) {
		why = append(why, "sNaN inputs only: LangRef 19 minnum/maxnum treat an sNaN as a qNaN (the number wins); the 2025 LangRef (PRs #112852, #172012) allows a NaN there")
	}
	if strings.HasPrefix(e.Target.CPU, "gfx12") && f.SNaNIn > 0 {
		why = append(why, "GFX12: whether the *_num_* instructions return the number for an sNaN input is disputed (docs/reference/amdgpu.md §4; package semantics' default snan=quiet, the other reading is snan=number)")
	}
	if strings.Contains(e.Func, "canon") && f.Kinds["nan-bits"] > 0 {
		why = append(why, "canonicalize: the audit reads LangRef's \"payload bits of a NaN must be conserved\" strictly (quieted input, or the preferred or all-ones NaN as the single canonical NaN)")
	}
	if strings.HasPrefix(e.Target.Triple, "nvptx") && ptxAbsNeg().MatchString(f.Code) && f.Kinds["nan-bits"]+f.Kinds["snan-result"] > 0 {
		why = append(why, "PTX abs/neg: PTX ISA leaves their NaN result unspecified; the executor returns what ptxas 11.8 folds (docs/reference/ptx.md §2.7), not measured on hardware")
	}
	if e.NoIEEE && amdCvtPk().MatchString(f.Code) && f.Kinds["snan-result"] > 0 {
		why = append(why, "gfx950 v_cvt_pk_bf16_f32/v_cvt_pk_f16_f32 outside IEEE mode: the executor keeps an sNaN's top payload bits unquieted, its reading shared with v_cvt_f16_f32 (docs/reference/amdgpu.md §3.5); neither the CDNA4 ISA guide's text nor hardware was checked for it")
	}
	if e.NoIEEE {
		why = append(why, "\"amdgpu-ieee\"=\"false\": the IR keeps LangRef's semantics; AMDGPUUsage documents the attribute as the mode the function expects, not as a change of the IR's meaning")
	}
	return why
}

// WriteMarkdown writes docs/audit.md.
func (r *CatalogueResult) WriteMarkdown(w io.Writer) error {
	var b strings.Builder
	o := r.Opts
	b.WriteString("# Audit of LLVM's NVPTX and AMDGPU backends on min/max code\n\n")
	b.WriteString("Generated by `go test ./cmd/lowerc -run TestAuditCatalogue -long -update` from the catalogue\n")
	fmt.Fprintf(&b, "`%s` (written by `go test ./verify/audit -run TestCatalogueFiles -update`). Do not edit.\n\n", o.Dir)
	fmt.Fprintf(&b, "Each function of each file was compiled with llc-19 (llc-22 for gfx950) for the target, llc's code was run by\n"+
		"lowerc's executors, and every result was checked against the set of results LLVM 19's LangRef allows for the\n"+
		"function's IR (package `targets/llvm/llinterp`). Inputs: the class grid of package semantics in all pairs\n"+
		"(triples for three inputs; packed: each lane over the grid pairs) plus %d random tuples, seed %#x.\n"+
		"%d files × targets, %d functions audited in %s wall time (GOMAXPROCS %d; llc's time summed over its runs: %s).\n\n",
		o.Random, o.Seed, r.Files, len(r.Entries), r.Time.Round(time.Second), runtime.GOMAXPROCS(0), r.LLCTime.Round(time.Second))
	b.WriteString("Verdicts: ✓ refines (every result allowed), ✗ N does not refine (N inputs with a result the IR does not allow;\n" +
		"\"nan-bits\": every one of them is a NaN where LangRef allows NaNs, but not with these bits — a disputed reading, see\n" +
		"below), llc✗ llc failed, ? unsupported (the executor or the interpreter cannot run something; see below).\n\n")
	b.WriteString("## Models and documents behind the verdicts\n\n" +
		"- IR side: `targets/llvm/llinterp`. min/max intrinsics: package semantics' `llvm19:maxnum`, `llvm19:minnum`,\n" +
		"  `llvm19:maximum`, `llvm19:minimum`, `llvm19:maximumnum`, `llvm19:minimumnum` (LLVM 19 LangRef entries and\n" +
		"  \"Behavior of Floating-Point NaN values\"; semantics/std.go, docs/reference/semantics.md §2.3); `llvm.canonicalize`:\n" +
		"  llinterp/canon.go (LangRef 19 canonicalize entry); fneg/fabs/copysign (sign-bit operations), fcmp, select,\n" +
		"  is.fpclass, bitcast, integer ops, fpext/fptrunc (round to nearest even): LangRef 19 instruction entries.\n" +
		"  The interpreter agrees with lli-19 on x86-64 (TestLLI) except lli's bf16 narrowing, which flushes subnormals.\n" +
		"- Code side: the executors' instruction models, package semantics' `ptx:*` (PTX ISA, docs/reference/ptx.md) and\n" +
		"  `amdgcn:<cpu>:*[:ieee=0]` (AMD ISA guides, docs/reference/amdgpu.md) models of the instructions llc emitted;\n" +
		"  the bit moves, conversions, SDWA selects and PTX setp/bfe/{ } scopes around them from the same documents\n" +
		"  (docs/reference/amdgpu.md §3.5, docs/reference/ptx.md §3).\n\n")
	// Summary matrix.
	var cols []column
	for _, t := range CatalogueTargets {
		cols = append(cols, column{t, false})
		if t.IEEEBit {
			cols = append(cols, column{t, true})
		}
	}
	type rowKey struct{ fn, typ string }
	cells := map[rowKey]map[string]string{}
	var rows []rowKey
	for _, e := range r.Entries {
		k := rowKey{e.Func, e.Type}
		if cells[k] == nil {
			cells[k] = map[string]string{}
			rows = append(rows, k)
		}
		cells[k][column{e.Target, e.NoIEEE}.String()] = cell(e.Result)
	}
	b.WriteString("## Summary: intrinsic × type × target\n\n| function | type |")
	for _, c := range cols {
		fmt.Fprintf(&b, " %s |", c)
	}
	b.WriteString("\n|---|---|")
	for range cols {
		b.WriteString("---|")
	}
	b.WriteString("\n")
	for _, k := range rows {
		fmt.Fprintf(&b, "| %s | %s |", k.fn, k.typ)
		for _, c := range cols {
			fmt.Fprintf(&b, " %s |", cells[k][c.String()])
		}
		b.WriteString("\n")
	}
	b.WriteString("\nWhat each function computes:\n\n")
	seen := map[string]bool{}
	for _, f := range catFuncs {
		if !seen[f.name] {
			seen[f.name] = true
			fmt.Fprintf(&b, "- `%s`: %s\n", f.name, f.what)
		}
	}
	// Findings at a glance: by function and type, the targets and kinds.
	b.WriteString("\n## Findings at a glance\n\n| function | type | targets where llc's code does not refine the IR | kinds | disputed |\n|---|---|---|---|---|\n")
	type glance struct {
		targets []string
		kinds   map[string]int
		disp    bool
	}
	gl := map[rowKey]*glance{}
	var gkeys []rowKey
	for _, e := range r.Entries {
		if e.Result.Verdict != NotRefines {
			continue
		}
		k := rowKey{e.Func, e.Type}
		g := gl[k]
		if g == nil {
			g = &glance{kinds: map[string]int{}}
			gl[k] = g
			gkeys = append(gkeys, k)
		}
		g.targets = append(g.targets, column{e.Target, e.NoIEEE}.String())
		for kn, c := range e.Result.Kinds {
			g.kinds[kn] += c
		}
		g.disp = g.disp || len(disputed(e)) > 0
	}
	for _, k := range gkeys {
		g := gl[k]
		d := "no"
		if g.disp {
			d = "yes (see below)"
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", k.fn, k.typ, strings.Join(g.targets, ", "), kinds(g.kinds), d)
	}
	if len(gkeys) == 0 {
		b.WriteString("| — | — | none | — | — |\n")
	}
	// Findings.
	b.WriteString("\n## Findings: code that does not refine its IR\n\n")
	n := 0
	for _, e := range r.Entries {
		f := e.Result
		if f.Verdict != NotRefines {
			continue
		}
		n++
		fmt.Fprintf(&b, "### %s `@%s` (%s)\n\n", column{e.Target, e.NoIEEE}, f.Name, e.File)
		fmt.Fprintf(&b, "- %d of %d inputs; kinds: %s", f.Violations, f.Tried, kinds(f.Kinds))
		if f.SNaNIn > 0 {
			fmt.Fprintf(&b, "; %d with an sNaN input", f.SNaNIn)
		}
		b.WriteString("\n")
		for _, wt := range f.Witnesses {
			fmt.Fprintf(&b, "- witness (%s): code gives %#x, IR allows %s\n", hexList(wt.Inputs), wt.Got, wt.Allowed)
		}
		fmt.Fprintf(&b, "- reproduce: `%s`\n", r.command(e))
		if f.Code != "" {
			fmt.Fprintf(&b, "- llc's code: `%s`\n", strings.ReplaceAll(f.Code, "\n", "` · `"))
		}
		if d := disputed(e); len(d) > 0 {
			fmt.Fprintf(&b, "- **disputed reading**: %s\n", strings.Join(d, "; "))
		}
		b.WriteString("\n")
	}
	if n == 0 {
		b.WriteString("None.\n\n")
	}
	// llc failures and unsupported, grouped by message.
	for _, v := range []Verdict{LLCFailed, Unsupported} {
		groups := map[string][]string{}
		for _, e := range r.Entries {
			if e.Result.Verdict == v {
				msg := normalize(e.Result.Detail)
				groups[msg] = append(groups[msg], column{e.Target, e.NoIEEE}.String()+" @"+e.Result.Name)
			}
		}
		if len(groups) == 0 {
			continue
		}
		title := map[Verdict]string{LLCFailed: "llc failed", Unsupported: "Unsupported (not checked)"}[v]
		fmt.Fprintf(&b, "## %s\n\n", title)
		msgs := make([]string, 0, len(groups))
		for m := range groups {
			msgs = append(msgs, m)
		}
		sort.Strings(msgs)
		for _, m := range msgs {
			fs := groups[m]
			show := fs
			if len(show) > 8 {
				show = append(append([]string(nil), fs[:8]...), fmt.Sprintf("… %d more", len(fs)-8))
			}
			fmt.Fprintf(&b, "- %s — %d functions: %s\n", m, len(fs), strings.Join(show, ", "))
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// normalize drops the parts of a message that differ per function (SDNode
// addresses, names), so that equal causes group.
var (
	codePos   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\S+\.(?:s|ptx):\d+:\d+: (?:error: )?`) })
	tableNote = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(` \(\d+ mnemonics on \w+; see amdgcn\.Mnemonics\)| \(and \d+ more\)`)
	})
)

func normalize(s string) string {
	s = tableNote().ReplaceAllString(codePos().ReplaceAllString(s, ""), "")
	var out []string
	for _, f := range strings.Fields(s) {
		if strings.HasPrefix(f, "0x") && len(f) > 10 {
			f = "0x…"
		}
		out = append(out, f)
	}
	s = strings.Join(out, " ")
	if i := strings.Index(s, "In function"); i >= 0 {
		s = strings.TrimSuffix(strings.TrimSpace(s[:i]), ";")
	}
	return strings.ReplaceAll(s, "|", "\\|")
}

func kinds(k map[string]int) string {
	names := make([]string, 0, len(k))
	for n := range k {
		names = append(names, n)
	}
	sort.Strings(names)
	var parts []string
	for _, n := range names {
		parts = append(parts, fmt.Sprintf("%s %d", n, k[n]))
	}
	return strings.Join(parts, ", ")
}
