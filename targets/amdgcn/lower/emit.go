package lower

import (
	"fmt"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// A Line is one entry of a lowered kernel body: an instruction of package
// amdgcn, built from typed operands (amdgcn.Build), or, when Inst is the
// zero Inst, a comment.
type Line struct {
	Inst    amdgcn.Inst
	Comment string
}

// IsInst reports whether the line is an instruction (not a comment).
func (l *Line) IsInst() bool { return l.Inst.Form() != nil }

// Text returns the instruction as package amdgcn prints it (llvm-mc's
// canonical spelling), or "" for a comment.
func (l *Line) Text() string {
	if !l.IsInst() {
		return ""
	}
	return string(l.Inst.AppendText(nil))
}

// emitter collects the lines of one kernel and hands out registers.
type emitter struct {
	b     *Backend
	gen   *amdgcn.Generation
	lines []Line

	tmpBase int // first temporary VGPR
	tmpNext int // next free temporary VGPR in the current sequence
	maxVGPR int // one past the highest VGPR used
	maxSGPR int // one past the highest SGPR used
	usesVCC bool
	err     error // the first instruction package amdgcn could not build
}

func (e *emitter) comment(format string, args ...any) {
	e.lines = append(e.lines, Line{Comment: fmt.Sprintf(format, args...)})
}

// emit appends the instruction mnemonic with operands args.
func (e *emitter) emit(mnemonic string, args ...amdgcn.Arg) {
	e.emitMods(mnemonic, amdgcn.BuildMods{}, args...)
}

// emitMods appends the instruction mnemonic with modifiers mods and
// operands args. Hazard padding is a later pass (padHazards).
func (e *emitter) emitMods(mnemonic string, mods amdgcn.BuildMods, args ...amdgcn.Arg) {
	in, err := amdgcn.Build(e.gen, mnemonic, mods, args...)
	if err != nil {
		if e.err == nil {
			e.err = err
		}
		return
	}
	if s := in.Entry().Def.Shape; s == amdgcn.ShapeCmp || s == amdgcn.ShapeCndmask {
		e.usesVCC = true // a VALU write of VCC, or a read of VCC or an SGPR mask
	}
	e.lines = append(e.lines, Line{Inst: in})
}

// wait appends a wait instruction.
func (e *emitter) wait(w waitInst) {
	if w.mnemonic == "s_waitcnt" {
		e.emitMods(w.mnemonic, amdgcn.BuildMods{Wait: w.counts})
		return
	}
	e.emit(w.mnemonic, amdgcn.Int(w.imm))
}

// padInst builds a padding instruction of the hazard pass.
func (e *emitter) padInst(mnemonic string, args ...amdgcn.Arg) amdgcn.Inst {
	in, err := amdgcn.Build(e.gen, mnemonic, amdgcn.BuildMods{}, args...)
	if err != nil && e.err == nil {
		e.err = err
	}
	if mnemonic == "v_mov_b32_e32" {
		e.useVGPR(0, 1)
	}
	return in
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

// arg returns a register operand (a VGPR or SGPR range, or VCC) as package
// amdgcn's typed operand.
func (e *emitter) arg(o opnd) amdgcn.Arg {
	switch o.kind {
	case oVGPR:
		return amdgcn.VGPRs(o.reg, max(o.n, 1))
	case oSGPR:
		return amdgcn.SGPRs(o.reg, max(o.n, 1))
	case oVCC:
		return amdgcn.VCC(e.gen)
	}
	panic("lower: arg of a constant")
}

// movConst materializes a constant of n dwords in fresh temporary VGPRs.
func (e *emitter) movConst(bits uint64, n int) opnd {
	t := e.tmp(n)
	for i := 0; i < n; i++ {
		w := (bits >> (32 * i)) & 0xffffffff
		e.emit("v_mov_b32_e32", amdgcn.VGPRs(t.reg+i, 1), b32Arg(w))
	}
	return t
}

// valuOpts are the extras of one VALU instruction.
type valuOpts struct {
	commutative bool
	mask        opnd // v_cndmask_b32: the lane mask (oVCC or an SGPR)
	force       int  // 32 or 64: the _e32/_e64 form the user spelled
}

// valu emits one VALU instruction of package amdgcn's table. The mnemonic
// is the entry's canonical one with _e32/_e64 where llvm-mc prints it
// (v_max_f32 is v_max_num_f32 on GFX12). dst is a VGPR (oVCC for a
// compare); srcs are VGPRs or constants. The e32 form is used when it is
// legal, else e64; a constant is inline when it can be, a literal where the
// form allows one, else moved to a temporary VGPR.
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
		_, inline := inlineConst(d.Src[1], srcs[1].bits)
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
	args := []amdgcn.Arg{e.arg(dst)}
	var literal uint64
	haveLit := false
	var opSelHi []int
	for i, s := range srcs {
		t := d.Src[i]
		if s.kind != oConst {
			args = append(args, e.arg(s))
			continue
		}
		if packed {
			if a, splat, ok := packedInline(t, s.bits); ok {
				args = append(args, a)
				if splat {
					opSelHi = append(opSelHi, i)
				}
				continue
			}
		} else if a, ok := inlineConst(t, s.bits); ok {
			args = append(args, a)
			continue
		}
		litOK := (short && i == 0) || (!short && e.gen.VOP3Literal)
		lit, enc := literalValue(t, s.bits)
		if litOK && enc && (!haveLit || lit == literal) && (haveLit || bus+1 <= e.gen.ConstantBusLimit) {
			if !haveLit {
				bus++
			}
			literal, haveLit = lit, true
			args = append(args, amdgcn.Int(int64(lit)))
			continue
		}
		m := e.movConst(s.bits, regsOf(t))
		args = append(args, e.arg(m))
	}
	if d.Shape == amdgcn.ShapeCndmask {
		if short {
			args = append(args, amdgcn.VCC(e.gen))
		} else {
			args = append(args, e.arg(o.mask))
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
	var mods amdgcn.BuildMods
	if len(opSelHi) > 0 {
		mods.OpSelHi = make([]uint8, len(srcs))
		for i := range mods.OpSelHi {
			mods.OpSelHi[i] = 1
		}
		for _, i := range opSelHi {
			mods.OpSelHi[i] = 0
		}
	}
	e.emitMods(mn, mods, args...)
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
