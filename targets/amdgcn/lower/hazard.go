package lower

import "github.com/lowerc/lowerc/targets/amdgcn"

// A hazard is one of package amdgcn's generation hazards
// (Generation.Hazards) that the lowering pads, docs/reference/amdgpu.md §4.5.
type hazard uint8

const (
	// hazardVALUWriteSGPR: a VALU read of VCC or an SGPR that a VALU wrote
	// (v_cmp, then v_cndmask_b32) needs two wait states on the gfx940 family
	// (docs/reference/amdgpu.md §4.4, §4.5; llc-19 emits s_nop 1 on gfx942).
	hazardVALUWriteSGPR hazard = iota
	// hazardVOP3PWriteVGPR: a VALU read of a VGPR written by a VOP3P
	// instruction needs one wait state on the gfx940 family
	// (docs/reference/amdgpu.md §4.5; llc-19 on gfx942 and llc-22 on gfx950
	// emit s_nop 0 between v_pk_max_f16 and the VALU that reads it).
	hazardVOP3PWriteVGPR
	// hazardVMEMReadSGPR: an SALU write of EXEC right after a GLOBAL access,
	// with no VALU in between, needs a VALU on gfx1010
	// (docs/reference/amdgpu.md §4.5; llc-19 -mcpu=gfx1010 emits
	// s_waitcnt_depctr 0xffe3 there, a VALU also resolves it).
	hazardVMEMReadSGPR
	numHazards
)

// hazardNames are the hazards' names in package amdgcn's generation data.
var hazardNames = [numHazards]string{
	hazardVALUWriteSGPR:  "VALUWriteSGPR->VALURead",
	hazardVOP3PWriteVGPR: "VOP3PWriteVGPR->VALURead",
	hazardVMEMReadSGPR:   "VMEMReadSGPR->SALUWrite",
}

func (h hazard) String() string { return hazardNames[h] }

// waitStates returns the wait states g needs for h (0: g has no such hazard).
func (h hazard) waitStates(g *amdgcn.Generation) int { return g.HazardWaitStates(hazardNames[h]) }

// What the hazard rules need to know of one instruction, from its typed
// form and operands.

func writesVCC(in *amdgcn.Inst) bool { return in.Entry().Def.Shape == amdgcn.ShapeCmp }

// readsMask: a v_cndmask_b32, which reads VCC or an SGPR mask.
func readsMask(in *amdgcn.Inst) bool { return in.Entry().Def.Shape == amdgcn.ShapeCndmask }

func isVMEM(in *amdgcn.Inst) bool {
	s := in.Entry().Def.Shape
	return s == amdgcn.ShapeGLoad || s == amdgcn.ShapeGStore
}

// packedDst returns the destination VGPR of a VOP3P instruction.
func packedDst(in *amdgcn.Inst) (int, bool) {
	s := in.Entry().Def.Shape
	if (s == amdgcn.ShapePk2 || s == amdgcn.ShapePk3) && in.Dst.Kind == amdgcn.OpVGPR {
		return int(in.Dst.Code) - 256, true
	}
	return 0, false
}

// readsVGPR reports whether one of the instruction's sources covers VGPR r.
func readsVGPR(in *amdgcn.Inst, r int) bool {
	for _, o := range in.Sources() {
		if o.Kind == amdgcn.OpVGPR {
			lo := int(o.Code) - 256
			if r >= lo && r < lo+int(max(o.Regs, 1)) {
				return true
			}
		}
	}
	return false
}

// waitStatesOf is how many wait states an instruction takes: N+1 for
// s_nop N, 1 for any other.
func waitStatesOf(in *amdgcn.Inst) int {
	if in.Entry().Def.Key == "s_nop" {
		return int(in.Imm) + 1
	}
	return 1
}

// padHazards returns body with the padding the generation's hazards need:
// s_nop before a VALU that reads VCC, an SGPR or a VOP3P result too soon,
// and v_mov_b32 v0, v0 between a GLOBAL access and an SALU write of EXEC.
// first[i] is the index in the result of the first line inserted for
// body[i], or of body[i] itself when none was. Comments take no wait
// states. The padding instructions are built with pad.
func padHazards(g *amdgcn.Generation, body []Line, pad func(mnemonic string, args ...amdgcn.Arg) amdgcn.Inst) (out []Line, first []int) {
	vccWS := hazardVALUWriteSGPR.waitStates(g)
	pkWS := hazardVOP3PWriteVGPR.waitStates(g)
	vmemHaz := hazardVMEMReadSGPR.waitStates(g) > 0
	if vccWS == 0 && pkWS == 0 && !vmemHaz {
		first = make([]int, len(body))
		for i := range first {
			first[i] = i
		}
		return body, first
	}
	sinceVCC := 100 // wait states since the last VALU write of VCC or an SGPR (large: none pending)
	pkDst, sincePk := -1, 0
	vmemPending := false // a VMEM instruction since the last VALU
	out = make([]Line, 0, len(body)+len(body)/8)
	first = make([]int, len(body))
	var emit func(in amdgcn.Inst)
	emit = func(in amdgcn.Inst) {
		if in.WritesExec() && vmemPending && vmemHaz {
			emit(pad("v_mov_b32_e32", amdgcn.VGPRs(0, 1), amdgcn.VGPRs(0, 1)))
		}
		valu := in.IsVALU()
		need := 0
		if valu && readsMask(&in) && sinceVCC < vccWS {
			need = vccWS - sinceVCC
		}
		if valu && pkDst >= 0 && sincePk < pkWS && readsVGPR(&in, pkDst) {
			need = max(need, pkWS-sincePk)
		}
		if need > 0 {
			out = append(out, Line{Inst: pad("s_nop", amdgcn.Int(int64(need-1)))})
			sinceVCC += need
			sincePk += need
		}
		out = append(out, Line{Inst: in})
		states := waitStatesOf(&in)
		if valu && writesVCC(&in) {
			sinceVCC = 0
		} else {
			sinceVCC += states
		}
		if r, ok := packedDst(&in); ok && pkWS > 0 {
			pkDst, sincePk = r, 0
		} else {
			sincePk += states
		}
		if isVMEM(&in) {
			vmemPending = true
		} else if valu {
			vmemPending = false
		}
	}
	for i := range body {
		first[i] = len(out)
		if !body[i].IsInst() {
			out = append(out, body[i])
			continue
		}
		emit(body[i].Inst)
	}
	return out, first
}
