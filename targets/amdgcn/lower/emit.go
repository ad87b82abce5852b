package lower

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// A Line is one line of a lowered kernel body: an instruction in llvm-mc
// syntax, or (Inst empty) a comment.
type Line struct {
	Inst    string
	Comment string

	valu       bool
	writesVCC  bool // a VALU write of VCC or an SGPR (v_cmp)
	readsVCC   bool // a VALU read of VCC or an SGPR mask
	nop        int  // s_nop N: N+1 wait states
	vmem       bool // a GLOBAL load or store (reads EXEC and its SGPR base)
	writesExec bool // an SALU write of EXEC
	pk         int  // 1 + the destination VGPR of a VOP3P instruction; 0 otherwise
}

// emitter collects the lines of one kernel and hands out registers.
type emitter struct {
	b     *Backend
	gen   *amdgcn.Generation
	lines []Line

	tmpBase  int // first temporary VGPR
	tmpNext  int // next free temporary VGPR in the current sequence
	maxVGPR  int // one past the highest VGPR used
	maxSGPR  int // one past the highest SGPR used
	usesVCC  bool
	sinceVCC int  // wait states since the last VALU write of VCC/SGPR (large: none pending)
	pkDst    int  // destination of the last VOP3P instruction (-1: none)
	sincePk  int  // wait states since it
	vmemSGPR bool // a VMEM instruction since the last VALU (its SGPR/EXEC reads may be in flight)
}

func (e *emitter) comment(format string, args ...any) {
	e.lines = append(e.lines, Line{Comment: fmt.Sprintf(format, args...)})
}

// add appends an instruction and pads the gfx940-family hazards with
// s_nop:
//   - a VALU read of VCC or an SGPR written by a VALU needs two wait states
//     (docs/reference/amdgpu.md §4.4, GCNSubtarget hasVDecCoExecHazard; llc-19 emits
//     s_nop 1 on gfx942);
//   - a VALU read of a VGPR written by a VOP3P instruction needs one
//     (the generation's "VOP3PWriteVGPR->VALURead" hazard, amdgcn's
//     packedResultHazard; llc-19 on gfx942 and llc-22 on gfx950 emit
//     s_nop 0 between v_pk_max_f16 and the VALU that reads its result).
//
// On gfx1010 an SALU write of EXEC after a GLOBAL access, with no VALU in
// between, gets a VALU that does nothing (v_mov_b32 v0, v0): the
// generation's "VMEMReadSGPR->SALUWrite" hazard (llc-19 -mcpu=gfx1010
// emits s_waitcnt_depctr 0xffe3 there; a VALU also resolves it).
//
// The wait states come from the generation's hazard data (package amdgcn).
func (e *emitter) add(l Line) {
	if l.writesExec && e.vmemSGPR && e.gen.HasHazard("VMEMReadSGPR->SALUWrite") {
		e.add(Line{Inst: "v_mov_b32_e32 v0, v0", valu: true})
		e.useVGPR(0, 1)
	}
	need := 0
	if ws := e.gen.HazardWaitStates("VALUWriteSGPR->VALURead"); l.valu && l.readsVCC && e.sinceVCC < ws {
		need = ws - e.sinceVCC
	}
	if ws := e.gen.HazardWaitStates("VOP3PWriteVGPR->VALURead"); l.valu && e.pkDst >= 0 && e.sincePk < ws && readsVGPR(l.Inst, e.pkDst) {
		need = max(need, ws-e.sincePk)
	}
	if need > 0 {
		e.lines = append(e.lines, Line{Inst: fmt.Sprintf("s_nop %d", need-1), nop: need - 1})
		e.sinceVCC += need
		e.sincePk += need
	}
	e.lines = append(e.lines, l)
	states := 1
	if l.nop > 0 || strings.HasPrefix(l.Inst, "s_nop") {
		states = l.nop + 1
	}
	if l.valu && l.writesVCC {
		e.sinceVCC = 0
	} else {
		e.sinceVCC += states
	}
	if l.pk > 0 && e.gen.HasHazard("VOP3PWriteVGPR->VALURead") {
		e.pkDst, e.sincePk = l.pk-1, 0
	} else {
		e.sincePk += states
	}
	if l.writesVCC || l.readsVCC {
		e.usesVCC = true
	}
	if l.vmem {
		e.vmemSGPR = true
	} else if l.valu {
		e.vmemSGPR = false
	}
}

// readsVGPR reports whether the instruction text reads VGPR r: r is one of
// its operands after the first (the destination).
func readsVGPR(inst string, r int) bool {
	_, ops, ok := strings.Cut(inst, " ")
	if !ok {
		return false
	}
	fields := strings.Split(ops, ",")
	for _, f := range fields[1:] {
		f = strings.TrimSpace(f)
		if i := strings.IndexByte(f, ' '); i >= 0 {
			f = f[:i] // "v1 op_sel_hi:[…]"
		}
		var a, b int
		if n, _ := fmt.Sscanf(f, "v[%d:%d]", &a, &b); n == 2 {
			if r >= a && r <= b {
				return true
			}
			continue
		}
		if n, _ := fmt.Sscanf(f, "v%d", &a); n == 1 && a == r && !strings.HasPrefix(f, "v[") {
			return true
		}
	}
	return false
}

func (e *emitter) inst(format string, args ...any) {
	e.add(Line{Inst: fmt.Sprintf(format, args...)})
}

func (e *emitter) valuInst(format string, args ...any) {
	e.add(Line{Inst: fmt.Sprintf(format, args...), valu: true})
}

func (e *emitter) useVGPR(r, n int) {
	if r+n > e.maxVGPR {
		e.maxVGPR = r + n
	}
}

func (e *emitter) useSGPR(r, n int) {
	if r+n > e.maxSGPR {
		e.maxSGPR = r + n
	}
}

// tmp returns n fresh temporary VGPRs (aligned pairs where the generation
// requires it). Temporaries live until resetTmp.
func (e *emitter) tmp(n int) opnd {
	r := e.tmpNext
	if n == 2 && e.gen.AlignedVGPRTuples && r%2 != 0 {
		r++
	}
	e.tmpNext = r + n
	e.useVGPR(r, n)
	return vreg(r, n)
}

func (e *emitter) resetTmp() { e.tmpNext = e.tmpBase }

func (e *emitter) vccText() string {
	if e.gen.WaveSize == 64 {
		return "vcc"
	}
	return "vcc_lo"
}

// text writes a non-constant operand.
func (e *emitter) text(o opnd) string {
	switch o.kind {
	case oVGPR:
		return regText("v", o.reg, o.n)
	case oSGPR:
		return regText("s", o.reg, o.n)
	case oVCC:
		return e.vccText()
	}
	panic("lower: text of a constant")
}

// mov32 materializes a 32-bit constant in a fresh temporary VGPR.
func (e *emitter) movConst(bits uint64, n int) opnd {
	t := e.tmp(n)
	for i := 0; i < n; i++ {
		w := (bits >> (32 * i)) & 0xffffffff
		s, ok := inlineText(amdgcn.TB32, w)
		if !ok {
			s, _ = literalText(amdgcn.TB32, w)
		}
		e.valuInst("v_mov_b32_e32 v%d, %s", t.reg+i, s)
	}
	return t
}

// valuOpts are the extras of one VALU instruction.
type valuOpts struct {
	commutative bool
	mask        opnd // v_cndmask_b32: the lane mask (oVCC or an SGPR)
	force       int  // 32 or 64: the _e32/_e64 form the user spelled
}

// valu emits one VALU instruction of package amdgcn's table. name is any
// spelling llvm-mc accepts on the generation (v_max_f32 is v_max_num_f32 on
// GFX12); the printed mnemonic is the canonical one with _e32/_e64 where
// llvm-mc prints it. dst is a VGPR (oVCC for a compare); srcs are VGPRs or
// constants. The e32 form is used when it is legal, else e64; a constant is
// inline when it can be, a literal where the form allows one, else moved to
// a temporary VGPR.
func (e *emitter) valu(ent *amdgcn.Entry, dst opnd, srcs []opnd, o valuOpts) {
	d := ent.Def
	srcs = append([]opnd(nil), srcs...)
	packed := d.Shape == amdgcn.ShapePk2 || d.Shape == amdgcn.ShapePk3
	// VSRC1 of the e32 form must be a VGPR: commute a constant into SRC0.
	if o.commutative && len(srcs) >= 2 && srcs[1].kind != oVGPR && srcs[0].kind == oVGPR && o.force != 64 {
		srcs[0], srcs[1] = srcs[1], srcs[0]
	}
	is16 := d.Dst == amdgcn.TF16 || d.Dst == amdgcn.TI16 || d.Src[0] == amdgcn.TF16 || d.Src[0] == amdgcn.TI16
	short := ent.Short != nil && o.force != 64
	if short && len(srcs) >= 2 && srcs[1].kind != oVGPR {
		// VSRC1 takes a VGPR only. An inline constant there is one e64
		// instruction; anything else is cheaper moved to a VGPR for e32.
		_, inline := inlineText(d.Src[1], srcs[1].bits)
		if srcs[1].kind == oConst && (!inline || o.force == 32 || ent.Long == nil) {
			srcs[1] = e.movConst(srcs[1].bits, regsOf(d.Src[1]))
		} else {
			short = false
		}
	}
	if short && d.Shape == amdgcn.ShapeCmp && dst.kind != oVCC {
		short = false
	}
	if short && d.Shape == amdgcn.ShapeCndmask && o.mask.kind != oVCC {
		short = false
	}
	if short && is16 && (e.gen.Family == amdgcn.GFX11 || e.gen.Family == amdgcn.GFX12) {
		// GFX11+ VOP1/VOP2/VOPC address 16-bit halves of v0–v127 only.
		for _, x := range append([]opnd{dst}, srcs...) {
			if x.kind == oVGPR && x.reg >= 128 {
				short = false
			}
		}
	}
	if ent.Long == nil || o.force == 32 {
		// Only the e32 form exists: move what it cannot take into VGPRs.
		short = true
		for i := 1; i < len(srcs); i++ {
			if srcs[i].kind != oVGPR {
				srcs[i] = e.movConst(srcs[i].bits, regsOf(d.Src[i]))
			}
		}
	}
	bus := 0
	if d.Shape == amdgcn.ShapeCndmask {
		bus++ // the mask (VCC or an SGPR) is read through the constant bus
	}
	var texts []string
	if dst.kind == oVCC {
		texts = append(texts, e.vccText())
	} else {
		texts = append(texts, e.text(dst))
	}
	literal, haveLit := "", false
	var opSelHi []int
	for i, s := range srcs {
		t := d.Src[i]
		if s.kind != oConst {
			texts = append(texts, e.text(s))
			continue
		}
		if packed {
			if txt, splat, ok := packedInline(t, s.bits); ok {
				texts = append(texts, txt)
				if splat {
					opSelHi = append(opSelHi, i)
				}
				continue
			}
		} else if txt, ok := inlineText(t, s.bits); ok {
			texts = append(texts, txt)
			continue
		}
		litOK := (short && i == 0) || (!short && e.gen.VOP3Literal)
		txt, enc := literalText(t, s.bits)
		if litOK && enc && (!haveLit || txt == literal) && (haveLit || bus+1 <= e.gen.ConstantBusLimit) {
			if !haveLit {
				bus++
			}
			literal, haveLit = txt, true
			texts = append(texts, txt)
			continue
		}
		m := e.movConst(s.bits, regsOf(t))
		texts = append(texts, e.text(m))
	}
	if d.Shape == amdgcn.ShapeCndmask {
		if short {
			texts = append(texts, e.vccText())
		} else {
			texts = append(texts, e.text(o.mask))
		}
	}
	mn := ent.Name
	if ent.Suffixed() {
		if short {
			mn += "_e32"
		} else {
			mn += "_e64"
		}
	}
	s := mn + " " + strings.Join(texts, ", ")
	if len(opSelHi) > 0 {
		bits := make([]string, len(srcs))
		for i := range bits {
			bits[i] = "1"
		}
		for _, i := range opSelHi {
			bits[i] = "0"
		}
		s += " op_sel_hi:[" + strings.Join(bits, ",") + "]"
	}
	l := Line{Inst: s, valu: true}
	if packed {
		l.pk = dst.reg + 1
	}
	if d.Shape == amdgcn.ShapeCmp {
		l.writesVCC = true
	}
	if d.Shape == amdgcn.ShapeCndmask {
		l.readsVCC = true
	}
	e.add(l)
	if dst.kind == oVGPR {
		e.useVGPR(dst.reg, dst.n)
	}
}

func regsOf(t amdgcn.OpType) int {
	if t == amdgcn.TF64 {
		return 2
	}
	return 1
}

// form returns the entry of the instruction with package amdgcn key key
// ("max_f32") on the emitter's generation, under its canonical name there.
func (e *emitter) form(key string) (*amdgcn.Entry, error) {
	return formOn(e.gen, key)
}

var defsByKey = func() map[string]*amdgcn.InstDef {
	m := make(map[string]*amdgcn.InstDef, len(amdgcn.Defs))
	for _, d := range amdgcn.Defs {
		m[d.Key] = d
	}
	return m
}()

func formOn(g *amdgcn.Generation, key string) (*amdgcn.Entry, error) {
	d := defsByKey[key]
	if d == nil {
		return nil, fmt.Errorf("lower: no instruction %q in package amdgcn's table", key)
	}
	name := d.Names[g.Family]
	if name == "" {
		return nil, fmt.Errorf("%s has no %s", g.Name, key)
	}
	return amdgcn.LookupForm(g, name)
}

// has reports whether the generation has the instruction with key key.
func has(g *amdgcn.Generation, key string) bool {
	_, err := formOn(g, key)
	return err == nil
}
