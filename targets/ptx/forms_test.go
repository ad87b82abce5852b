package ptx_test

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/ptx"
	"github.com/lowerc/lowerc/verify"
)

// TestTableInvariants: no duplicate forms, every row has a source, min/max
// rows are spelled canonically and name their model, requirements are those
// of docs/reference/ptx.md table 1.2 (spot-checked row by row below).
func TestTableInvariants(t *testing.T) {
	seen := map[string]bool{}
	nmm := 0
	for _, f := range ptx.Forms() {
		key := fmt.Sprintf("%s/%d", f.Op, f.NSrc)
		if seen[key] {
			t.Errorf("duplicate form %s", key)
		}
		seen[key] = true
		if f.Source == "" {
			t.Errorf("%s has no source", key)
		}
		if !f.MinMax() {
			continue
		}
		nmm++
		if c, err := ptx.Canonical(f.Op); err != nil || c != f.Op {
			t.Errorf("%s is not canonical (%q, %v)", f.Op, c, err)
		}
		want := "ptx:" + f.Op
		if f.NSrc == 3 && !strings.Contains(f.Op, ".abs") {
			want += ":inputs=3"
		}
		if f.Model.Name() != want {
			t.Errorf("%s: model %q; want %q", key, f.Model.Name(), want)
		}
		if !strings.HasSuffix(f.Op, "."+f.Type) {
			t.Errorf("%s: type %s", f.Op, f.Type)
		}
	}
	// 16 f32 + 16 three-input f32 + 2 f64 + 16 f16 + 16 f16x2 + 8 bf16 +
	// 8 bf16x2 + 10 s16/u16/u32/s64/u64 + 4 {.relu}.s32 + 2 u16x2 +
	// 4 {.relu}.s16x2 (min and max of each).
	if nmm != 102 {
		t.Errorf("%d min/max forms; want 102", nmm)
	}
	// Requirements of docs/reference/ptx.md table 1.2, one line per table row.
	doc := []struct {
		op    string
		nsrc  int
		ver   string
		minSM int
	}{
		{"max.f32", 2, "1.0", 0}, {"min.ftz.f32", 2, "1.0", 0},
		{"max.NaN.f32", 2, "7.0", 80}, {"min.NaN.ftz.f32", 2, "7.0", 80},
		{"max.xorsign.abs.f32", 2, "7.2", 86}, {"min.NaN.ftz.xorsign.abs.f32", 2, "7.2", 86},
		{"max.f32", 3, "8.8", 100}, {"min.NaN.ftz.abs.f32", 3, "8.8", 100},
		{"max.f64", 2, "1.0", 0},
		{"max.f16", 2, "7.0", 80}, {"min.NaN.ftz.f16x2", 2, "7.0", 80}, {"max.bf16", 2, "7.0", 80}, {"min.NaN.bf16x2", 2, "7.0", 80},
		{"max.xorsign.abs.f16", 2, "7.2", 86}, {"min.NaN.xorsign.abs.bf16x2", 2, "7.2", 86},
		{"max.s16", 2, "1.0", 0}, {"min.u32", 2, "1.0", 0}, {"max.s64", 2, "1.0", 0}, {"min.u64", 2, "1.0", 0},
		{"max.u16x2", 2, "8.0", 90}, {"min.relu.s16x2", 2, "8.0", 90}, {"max.relu.s32", 2, "8.0", 90}, {"min.s16x2", 2, "8.0", 90},
	}
	for _, d := range doc {
		f := ptx.Lookup(d.op, d.nsrc)
		if f == nil {
			t.Errorf("table lacks %s with %d inputs", d.op, d.nsrc)
			continue
		}
		if f.PTX.String() != d.ver || f.MinSM != d.minSM {
			t.Errorf("%s/%d: PTX %s sm %d; docs/reference/ptx.md says PTX %s sm %d", d.op, d.nsrc, f.PTX, f.MinSM, d.ver, d.minSM)
		}
	}
	// Forms docs/reference/ptx.md §1.1 says do not exist.
	for _, op := range []string{"max.relu.f32", "max.ftz.f64", "max.NaN.f64", "max.ftz.bf16", "max.abs.f32", "max.xorsign.abs.f64", "max.relu.u32"} {
		if ptx.Lookup(op, 2) != nil {
			t.Errorf("table has %s, which PTX lacks", op)
		}
	}
}

// TestFormsGenerated checks that forms_gen.go is what internal/formgen writes.
func TestFormsGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the generator run in -short mode")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not found")
	}
	out := filepath.Join(t.TempDir(), "forms_gen.go")
	if b, err := exec.Command(goBin, "run", "./internal/formgen", "-o", out).CombinedOutput(); err != nil {
		t.Fatalf("formgen: %v\n%s", err, b)
	}
	got, _ := os.ReadFile(out)
	want, _ := os.ReadFile("forms_gen.go")
	if string(got) != string(want) {
		t.Errorf("forms_gen.go is stale: run go generate ./targets/ptx")
	}
}

// irType is the IR type of a PTX operand type.
func irType(ptxType string) ir.ElemType { return ir.ParseElemType(ptxType) }

// rowKernel is a kernel whose only compute op is the atom of form f.
func rowKernel(f *ptx.Form, name string) string {
	ty := irType(f.Type)
	srcs := "%a, %b"
	if f.NSrc == 3 {
		srcs += ", %a"
	}
	return fmt.Sprintf("kernel @%s(%%A: global %s[1,1]) grid(1) block(1) {\n  %%a = alloc.local %s[1,1]\n  %%b = alloc.local %s[1,1]\n  %%a = load %%A\n  %%b = load %%A\n  %%a = apply ptx %q %s\n  store %%A, %%a\n}\n",
		name, ty, ty, ty, f.Op, srcs)
}

var (
	requiresSM  = regexp.MustCompile(`requires \.target sm_(\d+)`)
	requiresPTX = regexp.MustCompile(`requires PTX ISA \.version (\d+\.\d+)`)
)

// TestFormsOnTargets is the generated test: for every min/max row and every
// target, a kernel with that atom. Where the target supports the form we
// lower it and ptxas 11.8 must accept it (one module per target); where it
// does not, our gate must reject it with the message the table implies, and
// ptxas must reject the same instruction too (emitted with the gate off)
// for the same reason: a "requires .target sm_N" with N the row's minimum
// target. Rows or targets beyond ptxas 11.8 (PTX > 7.8, sm_90a, sm_100,
// sm_120) are checked against the documented table only, and counted as such.
// The version direction is checked on sm_86 pinned to PTX 7.1.
func TestFormsOnTargets(t *testing.T) {
	type job struct {
		arch, version string
		accept        *ir.Module
		reject        *ir.Module
		rows          map[string]*ptx.Form // rejected kernels by name
	}
	var jobs []job
	var accepted, rejectedBoth, docOnlyAccept, docOnlyReject int
	configs := []struct{ arch, version string }{}
	for _, a := range ptx.Archs() {
		configs = append(configs, struct{ arch, version string }{a.Name, ""})
	}
	configs = append(configs, struct{ arch, version string }{"sm_86", "7.1"})
	for _, cfg := range configs {
		b := newBackend(t, cfg.arch, cfg.version)
		a, _ := ptx.LookupArch(cfg.arch)
		pinned := ptx.MaxVersion
		if cfg.version != "" {
			pinned, _ = ptx.ParseVersion(cfg.version)
		}
		var acc, rej strings.Builder
		rows := map[string]*ptx.Form{}
		for i := range ptx.Forms() {
			f := &ptx.Forms()[i]
			if !f.MinMax() {
				continue
			}
			name := "r" + strconv.Itoa(i)
			src := rowKernel(f, name)
			m := parseSrc(t, name+".tile", []byte(src))
			errs := verify.Module(m, b)
			smOK := a.SM >= f.MinSM
			verOK := !pinned.Less(f.PTX)
			if smOK && verOK {
				if len(errs) > 0 {
					t.Errorf("%s %s: %s rejected: %v", cfg.arch, cfg.version, f.Describe(), errs)
					continue
				}
				if cfg.version == "" && ptxasCovers(cfg.arch, maxV(a.MinPTX, f.PTX)) {
					acc.WriteString(src)
					accepted++
				} else if cfg.version == "" {
					docOnlyAccept++
				}
				continue
			}
			target := cfg.arch
			if cfg.version != "" {
				target += " with PTX ISA " + cfg.version
			}
			want := fmt.Sprintf("%s needs sm_%d and PTX ISA %s; the target is %s", f.Describe(), f.MinSM, f.PTX, target)
			if len(errs) != 1 || errs[0].Msg != want || errs[0].Rule != verify.RuleTargetForm {
				t.Errorf("%s: errors %v; want %q", cfg.arch, errs, want)
				continue
			}
			if ptxasCovers(cfg.arch, f.PTX) {
				rej.WriteString(src)
				rows[name] = f
				rejectedBoth++
			} else {
				docOnlyReject++
			}
		}
		j := job{arch: cfg.arch, version: cfg.version, rows: rows}
		if acc.Len() > 0 {
			j.accept = parseSrc(t, cfg.arch+".tile", []byte(acc.String()))
		}
		if rej.Len() > 0 {
			j.reject = parseSrc(t, cfg.arch+"_reject.tile", []byte(rej.String()))
		}
		jobs = append(jobs, j)
	}
	t.Logf("form×target cases: %d accepted by us and by ptxas, %d rejected by us and by ptxas, %d accepted and %d rejected against the documented table only (beyond ptxas 11.8)",
		accepted, rejectedBoth, docOnlyAccept, docOnlyReject)

	ptxas := oracle.Require(t, oracle.Ptxas)
	for _, j := range jobs {
		if j.accept != nil {
			res := lower(t, j.accept, newBackend(t, j.arch, ""))
			if diag, err := assemble(t, ptxas, j.arch, res.PTX); err != nil {
				t.Errorf("ptxas -arch %s rejects forms our table allows:\n%s", j.arch, diag)
			}
		}
		if j.reject == nil {
			continue
		}
		// Emit the rejected atoms with the gate off, at the highest version
		// ptxas knows (or the pinned one), so that only the form's own
		// requirement can fail.
		ver := "7.8"
		if j.version != "" {
			ver = j.version
		}
		b := ptx.NewUngated(t, j.arch, ver)
		res, err := b.Lower(j.reject)
		if err != nil {
			t.Fatalf("%s: ungated lowering: %v", j.arch, err)
		}
		diag, err := assemble(t, ptxas, j.arch, res.PTX)
		if err == nil {
			t.Errorf("ptxas -arch %s accepts forms our gate rejects", j.arch)
			continue
		}
		errsAt := ptxasErrors(diag)
		lines := strings.Split(string(res.PTX), "\n")
		kernel := ""
		seen := map[string]bool{}
		for i, line := range lines {
			if strings.HasPrefix(line, ".visible .entry ") {
				kernel = strings.TrimSuffix(strings.TrimPrefix(line, ".visible .entry "), "(")
				continue
			}
			msgs := errsAt[i+1]
			f := j.rows[kernel]
			isAtom := f != nil && strings.HasPrefix(strings.TrimSpace(line), f.Op+" ")
			if !isAtom {
				if len(msgs) > 0 {
					t.Errorf("%s: ptxas error at a line that is not a rejected atom: %q: %v", j.arch, line, msgs)
				}
				continue
			}
			seen[kernel] = true
			if len(msgs) == 0 {
				t.Errorf("%s: ptxas accepts %s, which our gate rejects", j.arch, f.Describe())
				continue
			}
			// ptxas must say why: the row's minimum target, or its version.
			needSM, needVer := 0, ""
			for _, m := range msgs {
				if g := requiresSM.FindStringSubmatch(m); g != nil {
					n, _ := strconv.Atoi(g[1])
					needSM = max(needSM, n)
				}
				if g := requiresPTX.FindStringSubmatch(m); g != nil && g[1] > needVer {
					needVer = g[1]
				}
			}
			if j.version == "" && needSM != f.MinSM {
				t.Errorf("%s: ptxas says %s needs sm_%d (%v); our table says sm_%d", j.arch, f.Op, needSM, msgs, f.MinSM)
			}
			if j.version != "" && needVer != f.PTX.String() {
				t.Errorf("%s PTX %s: ptxas says %s needs PTX %s (%v); our table says %s", j.arch, j.version, f.Op, needVer, msgs, f.PTX)
			}
		}
		if len(seen) != len(j.rows) {
			t.Errorf("%s: found %d of %d rejected atoms in the module", j.arch, len(seen), len(j.rows))
		}
	}
}

func maxV(a, b ptx.Version) ptx.Version {
	if a.Less(b) {
		return b
	}
	return a
}

// FuzzCanonical: any spelling either fails with an error or canonicalizes
// idempotently; never a panic.
func FuzzCanonical(f *testing.F) {
	for _, s := range []string{"max.f32", "max.NaN.ftz.f32", "min.abs.xorsign.NaN.bf16x2", "max", "max.", ".f32", "max..f32", "max.relu.relu.s32"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ptx.Canonical(s)
		if err != nil {
			return
		}
		c2, err := ptx.Canonical(c)
		if err != nil || c2 != c {
			t.Errorf("Canonical(%q) = %q, then %q, %v", s, c, c2, err)
		}
	})
}

// FuzzLower: any tile text that parses and verifies against a PTX backend
// lowers without error, deterministically; nothing panics.
func FuzzLower(f *testing.F) {
	files, _ := filepath.Glob("testdata/lower/*.tile")
	for _, file := range files {
		src, _ := os.ReadFile(file)
		f.Add(string(src))
	}
	backends := []*ptx.Backend{newBackend(f, "sm_70", ""), newBackend(f, "sm_90", "7.8"), newBackend(f, "sm_100", "")}
	f.Fuzz(func(t *testing.T, src string) {
		m, err := ir.Parse("fuzz.tile", []byte(src))
		if err != nil {
			return
		}
		for _, b := range backends {
			if !verifies(m, b) {
				continue
			}
			// Keep the fuzzer away from huge tiles.
			total := int64(0)
			for _, k := range m.Kernels {
				for _, op := range k.Body {
					total += ir.Count(op)
				}
				for _, tt := range k.Locals() {
					total += tt.Size()
				}
			}
			if total > 1<<16 {
				return
			}
			r1, err := b.Lower(m)
			if err != nil {
				// Only kernel names can stop a verified module: PTX
				// identifiers are narrower than tile names, and entries
				// must be distinct. Anything else is a lowering bug.
				var el ir.ErrorList
				if !errors.As(err, &el) {
					t.Fatalf("%s: error without position: %v", b.Name(), err)
				}
				for _, e := range el {
					if !strings.Contains(e.Msg, "is not a PTX identifier") && !strings.Contains(e.Msg, "is defined twice") {
						t.Fatalf("%s: verified module does not lower: %v", b.Name(), err)
					}
				}
				continue
			}
			r2, _ := b.Lower(m)
			if string(r1.PTX) != string(r2.PTX) {
				t.Fatalf("%s: lowering is not deterministic", b.Name())
			}
		}
	})
}
