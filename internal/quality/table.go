package quality

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// A Result is one cell measured on both sides.
type Result struct {
	Cell
	LLC, Lowerc Side
	LLCName     string // llc-19 or llc-22
}

// llcBroken reports whether llc's code is known not to compute the declared
// semantics: failed validation in the executor, or (AMD, not run) a
// documented reason.
func (r Result) llcBroken() string {
	if strings.HasPrefix(r.LLC.Valid, "✗") {
		return r.LLC.Valid
	}
	return amdLLCWrong(r)
}

// amdLLCWrong gives the documented reason llc's AMD code does not compute
// the declared semantics ("" if none is known). AMD code is not run here;
// the reasons are the ISA's (targets/amdgcn/lower's package doc and
// docs/reference/amdgpu.md §4): in IEEE mode v_max/v_max3 return a quiet NaN for
// a signaling NaN input, so llvm.maxnum needs its inputs quieted first, which
// llc-19 leaves out when it folds two maxnum into v_max3; with MODE.IEEE off
// two NaN inputs give the first unquieted, which no LangRef 19 NaN rule
// allows for maxnum of two sNaNs.
func amdLLCWrong(r Result) string {
	if r.LLC.Err != "" {
		return ""
	}
	if strings.HasPrefix(r.Arch, "sm_") {
		// Code the executor could not run: PTX min/max (not .NaN) return
		// the number for a signaling NaN input (docs/reference/ptx.md §2.1), which is
		// not IEEE 754-2008 maxNum.
		kind := r.Kind + ".f32"
		notRun := strings.HasPrefix(r.LLC.Valid, "not run") || r.LLC.Valid == ""
		if r.Policy == "ieee2008" && notRun && strings.Contains(r.LLC.Code, kind) && !strings.Contains(r.LLC.Code, r.Kind+".NaN") {
			why := "the executor lacks an instruction of llc's code"
			if r.Type == "f32x2" {
				why = "f32x2 has no semantics type to validate against"
			}
			return "✗? (ISA, not run: " + why + ") PTX " + kind + " returns the number for an sNaN input, not IEEE 754-2008's NaN"
		}
		return ""
	}
	switch r.Policy {
	case "number":
		if r.NoIEEE {
			return "✗? (ISA, not run) with MODE.IEEE off two sNaN inputs give an sNaN: no quieting"
		}
		if quietings(r.LLC.Code) < r.Arity {
			return "✗? (ISA, not run) IEEE-mode v_max/v_min/v_max3 of inputs llc did not quiet: an sNaN input gives a NaN, not the number"
		}
	case "ieee2008":
		if r.NoIEEE {
			return "✗? (ISA, not run) with MODE.IEEE off an sNaN input loses to the number (maxNum wants a NaN)"
		}
	}
	return ""
}

// quietRe matches a VALU min/max of one register with itself: LLVM's
// canonicalize, which quiets an sNaN.
var quietRe = regexp.MustCompile(`v_(?:pk_)?(?:max|min)(?:_num)?_[a-z0-9]+(?:_e32|_e64)? (v\d+|v\[\d+:\d+\]), (v\d+|v\[\d+:\d+\]), (v\d+|v\[\d+:\d+\])`)

// vopdRe matches one half of a VOPD pair ("v_dual_max_num_f32 v1, v1, v1").
var vopdRe = regexp.MustCompile(`v_dual_(?:max|min)(?:_num)?_[a-z0-9]+ (v\d+), (v\d+), (v\d+)`)

// quietings counts the inputs quieted (v_max x, x) in AMD code.
func quietings(code string) int {
	n := 0
	for _, m := range quietRe.FindAllStringSubmatch(code, -1) {
		if m[2] == m[3] {
			n++
		}
	}
	// VOPD pairs: "v_dual_max_f32 v1, v1, v1 :: v_dual_max_f32 v0, v0, v0".
	for _, half := range vopdRe.FindAllStringSubmatch(code, -1) {
		if half[2] == half[3] {
			n++
		}
	}
	return n
}

// explain says why lowerc is longer than llc in a cell where llc's code is
// not known to be wrong; "" if nothing explains it (the tests fail then).
func explain(r Result) string {
	isPTX := strings.HasPrefix(r.Arch, "sm_")
	switch {
	case !isPTX && strings.Contains(r.LLC.Code, "v_dual_"):
		return "GFX11/GFX12 VOPD: llc pairs two independent VALU ops into one dual-issue v_dual_* instruction (8 bytes); lowerc emits them one by one (it does not form VOPD). The same operations, fewer instruction words"
	case !isPTX && strings.Contains(r.LLC.Code, "v_cvt_pk_bf16_f32"):
		return "gfx950: llc-22 narrows f32 to bf16 with v_cvt_pk_bf16_f32 (one instruction for two lanes), which package amdgcn's form table does not have; lowerc shifts and repacks"
	case isPTX && r.Type == "f32x2":
		return "f32x2: lowerc loads the element as one 64-bit register and splits it (mov.b64 {lo, hi} per input, one to pack the result); llc's <2 x float> arguments arrive as two f32 registers. The movs are register renames, not arithmetic"
	case !isPTX && r.Policy == "propagate" && r.Arity == 3 && strings.Count(r.Lowerc.Code, "v_mov_b32") > strings.Count(r.LLC.Code, "v_mov_b32"):
		return "AMD propagate ×3: llc materializes the canonical NaN (v_mov) once for both steps; lowerc's selection emits it per step (targets/amdgcn/lower, not changed here)"
	case !isPTX && r.Policy == "propagate" && (r.Type == "f16x2" || r.Type == "f32x2"):
		return "AMD propagate on packed pairs: llc compares the high halves with SDWA (v_cmp_o_f16_sdwa) and repacks with v_perm_b32; lowerc shifts the halves out and repacks with v_and + v_lshl_or (targets/amdgcn/lower, not changed here)"
	case !isPTX && r.Type == "f32x2" && r.Policy == "number":
		return "AMD number on f32x2: llc's VOP3P v_pk_max_f32 quiets both lanes at once; lowerc quiets each lane (targets/amdgcn/lower, not changed here)"
	}
	return ""
}

// Mark classifies a cell for the table.
func (r Result) Mark() (text string, note string) {
	l, o := r.LLC, r.Lowerc
	ls := fmt.Sprint(l.Instrs)
	switch {
	case l.Err != "":
		ls = "fails"
	case strings.HasPrefix(r.llcBroken(), "✗?"):
		ls += " ✗?"
	case r.llcBroken() != "":
		ls += " ✗"
	}
	os := fmt.Sprint(o.Instrs)
	if o.Err != "" {
		os = "—"
	}
	text = ls + " / " + os
	if l.Err == "" && o.Err == "" && o.Instrs > l.Instrs && r.llcBroken() == "" {
		note = explain(r)
		text += " ‡"
	}
	return text, note
}

// Unexplained lists the cells where lowerc is longer than a correct llc
// and nothing explains why.
func Unexplained(rs []Result) []Result {
	var out []Result
	for _, r := range rs {
		if t, note := r.Mark(); strings.HasSuffix(t, "‡") && note == "" {
			out = append(out, r)
		}
	}
	return out
}

// column is a target column of a table.
type column struct {
	arch   string
	noIEEE bool
}

func (c column) String() string {
	if c.noIEEE {
		return c.arch + " ieee=0"
	}
	return c.arch
}

type rowKey struct {
	kind, policy, typ string
	arity             int
}

// Markdown renders the results as docs/code-quality.md.
func Markdown(rs []Result, command, llcVersions string) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "# Emitted code quality: lowerc against llc\n\n")
	fmt.Fprintf(&b, "Generated by `%s` (package internal/quality); do not edit. %s.\n\n", command, llcVersions)
	b.WriteString(`Each cell is **llc / lowerc**: instructions per element of one min/max op, loads, stores, parameter
moves, waits (s_waitcnt, s_delay_alu), the return and address arithmetic aside. lowerc lowers a one-element
tile kernel (inputs loaded from global memory); llc compiles one LLVM function applying the intrinsic LangRef 19
gives for the policy: llvm.maxnum/minnum for number, nnan (with the nnan flag) and ieee2008 (LangRef 19 has no
maximumnum), llvm.maximum/minimum for propagate; three inputs are op(op(a, b), c). llc-19 everywhere, llc-22 for
gfx950. lowerc's count is the selection's data (ptx.Choice.Instrs, lower.Note.Inst), checked against the
emitted text.

- **✗**: llc's code does not compute the declared semantics (tv.Declared). On PTX it was run in the PTX
  executor (targets/ptx/ptxexec) on the special-value grid and random inputs, and a witness is listed below;
  on AMD (**✗?**) the code was not run and the reason is the ISA's, listed below — the audit (issue 8) decides.
- **fails**: llc-19 does not compile the function (message below).
- **—**: lowerc rejects the op for the target (ieee2008 with MODE.IEEE off).
- **‡**: lowerc is longer than llc's correct code; the reason is listed below.

`)
	groups := map[string][]Result{}
	for _, r := range rs {
		t := "ptx"
		if strings.HasPrefix(r.Arch, "gfx") {
			t = "amd"
		}
		groups[t] = append(groups[t], r)
	}
	notes := map[string][]string{}
	var noteOrder []string
	addNote := func(n, where string) {
		if _, ok := notes[n]; !ok {
			noteOrder = append(noteOrder, n)
		}
		notes[n] = append(notes[n], where)
	}
	section := func(title string, rs []Result, cell func(Result) string) {
		if len(rs) == 0 {
			return
		}
		var cols []column
		seen := map[column]bool{}
		rows := map[rowKey]map[column]Result{}
		var keys []rowKey
		for _, r := range rs {
			c := column{r.Arch, r.NoIEEE}
			if !seen[c] {
				seen[c] = true
				cols = append(cols, c)
			}
			k := rowKey{r.Kind, r.Policy, r.Type, r.Arity}
			if rows[k] == nil {
				rows[k] = map[column]Result{}
				keys = append(keys, k)
			}
			rows[k][c] = r
		}
		fmt.Fprintf(&b, "## %s\n\n| op | type | inputs | nan |", title)
		for _, c := range cols {
			fmt.Fprintf(&b, " %s |", c)
		}
		b.WriteString("\n|---|---|---|---|")
		for range cols {
			b.WriteString("---|")
		}
		b.WriteString("\n")
		for _, k := range keys {
			fmt.Fprintf(&b, "| %s | %s | %d | %s |", k.kind, k.typ, k.arity, k.policy)
			for _, c := range cols {
				r, ok := rows[k][c]
				if !ok {
					b.WriteString(" |")
					continue
				}
				fmt.Fprintf(&b, " %s |", cell(r))
			}
			b.WriteString("\n")
		}
		b.WriteString("\n")
	}
	instrCell := func(r Result) string {
		t, n := r.Mark()
		where := fmt.Sprintf("%s %s", column{r.Arch, r.NoIEEE}, r.Op())
		if n != "" {
			addNote("‡ "+n, where)
		}
		if w := r.llcBroken(); w != "" && r.LLC.Err == "" {
			if strings.HasPrefix(w, "✗?") {
				addNote(w, where)
			} else {
				addNote(fmt.Sprintf("✗ PTX nan=%s: llc's code fails validation (violations of the tuples tried, first witness)", r.Policy), where+": "+strings.TrimPrefix(w, "✗ "))
			}
		}
		if r.LLC.Err != "" {
			addNote("fails: "+r.LLC.Err, where)
		}
		return t
	}
	section("PTX: instructions per element", groups["ptx"], instrCell)
	section("AMD GPU: instructions per element", groups["amd"], instrCell)
	section("AMD GPU: bytes of those instructions, and VGPRs (llc B·v / lowerc B·v)", groups["amd"], func(r Result) string {
		l, o := "fails", "—"
		if r.LLC.Err == "" {
			l = fmt.Sprintf("%d·%d", r.LLC.Bytes, r.LLC.VGPRs)
		}
		if r.Lowerc.Err == "" {
			o = fmt.Sprintf("%d·%d", r.Lowerc.Bytes, r.Lowerc.VGPRs)
		}
		return l + " / " + o
	})
	b.WriteString(`VGPRs: llc's count is that of a callable function whose inputs arrive in VGPRs; lowerc's is the whole
one-element kernel (a zero address VGPR, each input loaded into its own VGPRs, the result), so the two differ by
construction and are listed for reference.

## Notes

`)
	sort.SliceStable(noteOrder, func(i, j int) bool { return noteOrder[i][0] < noteOrder[j][0] })
	for _, n := range noteOrder {
		ws := notes[n]
		shown := ws
		if len(shown) > 6 {
			shown = append(append([]string(nil), ws[:6]...), fmt.Sprintf("… %d cells in all", len(ws)))
		}
		fmt.Fprintf(&b, "- %s — %s\n", n, strings.Join(shown, "; "))
	}
	return []byte(b.String())
}
