package llinterp

import (
	"fmt"
	"strconv"
)

// memInst parses the control-flow and memory instructions (br, phi, load,
// store, getelementptr); done is false for the other instructions.
func (p *parser) memInst(in *Inst) (done bool, err error) {
	switch in.Op {
	case "br":
		return true, p.br(in)
	case "phi":
		return true, p.phi(in)
	case "load":
		return true, p.load(in)
	case "store":
		return true, p.store(in)
	case "getelementptr":
		return true, p.gep(in)
	}
	return false, nil
}

func (p *parser) label() (Label, error) {
	if _, err := p.expect("label"); err != nil {
		return Label{}, err
	}
	t := p.next()
	if t.kind != tLocal {
		return Label{}, p.errf(t, "expected a block label %%name, found %s", describe(t))
	}
	return Label{t.pos, t.text}, nil
}

func (p *parser) br(in *Inst) error {
	in.Type = Type{Kind: Void}
	if p.is("label") {
		l, err := p.label()
		in.Labels = []Label{l}
		return err
	}
	c, err := p.typedOperand()
	if err != nil {
		return err
	}
	in.Args = []Operand{c}
	for k := 0; k < 2; k++ {
		if _, err := p.expect(","); err != nil {
			return err
		}
		l, err := p.label()
		if err != nil {
			return err
		}
		in.Labels = append(in.Labels, l)
	}
	return nil
}

func (p *parser) phi(in *Inst) error {
	if err := p.fmf(in); err != nil {
		return err
	}
	ty, err := p.typ()
	if err != nil {
		return err
	}
	in.Type = ty
	for {
		if _, err := p.expect("["); err != nil {
			return err
		}
		a, err := p.operand(ty)
		if err != nil {
			return err
		}
		if _, err := p.expect(","); err != nil {
			return err
		}
		t := p.next()
		if t.kind != tLocal {
			return p.errf(t, "expected the incoming block %%name, found %s", describe(t))
		}
		if _, err := p.expect("]"); err != nil {
			return err
		}
		in.Args = append(in.Args, a)
		in.Labels = append(in.Labels, Label{t.pos, t.text})
		if !p.is(",") || p.toks[p.i+1].kind == tMeta {
			return nil
		}
		p.next()
	}
}

// align reads an optional ", align N".
func (p *parser) align() error {
	if p.is(",") && p.toks[p.i+1].kind == tIdent && p.toks[p.i+1].text == "align" {
		p.i += 2
		if n := p.next(); n.kind != tNumber {
			return p.errf(n, "expected an alignment, found %s", describe(n))
		}
	}
	return nil
}

func (p *parser) noVolatile(what string) error {
	for _, w := range []string{"volatile", "atomic"} {
		if p.is(w) {
			return p.errf(p.peek(), "unsupported: %s %s (plain loads and stores only)", w, what)
		}
	}
	return nil
}

func (p *parser) load(in *Inst) error {
	if err := p.noVolatile("load"); err != nil {
		return err
	}
	ty, err := p.typ()
	if err != nil {
		return err
	}
	if _, err := p.expect(","); err != nil {
		return err
	}
	a, err := p.typedOperand()
	if err != nil {
		return err
	}
	in.Type, in.Elem, in.Args = ty, ty, []Operand{a}
	return p.align()
}

func (p *parser) store(in *Inst) error {
	if err := p.noVolatile("store"); err != nil {
		return err
	}
	args, err := p.typedOperands(2)
	if err != nil {
		return err
	}
	in.Type, in.Elem, in.Args = Type{Kind: Void}, args[0].Type, args
	return p.align()
}

func (p *parser) gep(in *Inst) error {
	for p.is("inbounds") || p.is("nuw") || p.is("nusw") {
		in.IntFlags = append(in.IntFlags, p.next().text)
	}
	ty, err := p.typ()
	if err != nil {
		return err
	}
	in.Elem = ty
	if _, err := p.expect(","); err != nil {
		return err
	}
	base, err := p.typedOperand()
	if err != nil {
		return err
	}
	in.Type, in.Args = base.Type, []Operand{base}
	for p.is(",") && p.toks[p.i+1].kind != tMeta {
		p.next()
		x, err := p.typedOperand()
		if err != nil {
			return err
		}
		in.Args = append(in.Args, x)
	}
	return nil
}

// asmCall reads "asm [sideeffect] [alignstack] [inteldialect] "template",
// "constraints"" after a call's return type.
func (p *parser) asmCall(in *Inst) error {
	p.next() // asm
	for p.is("sideeffect") || p.is("alignstack") || p.is("inteldialect") || p.is("unwind") {
		p.next()
	}
	t := p.next()
	if t.kind != tString {
		return p.errf(t, "expected the inline asm template string, found %s", describe(t))
	}
	if _, err := p.expect(","); err != nil {
		return err
	}
	c := p.next()
	if c.kind != tString {
		return p.errf(c, "expected the inline asm constraint string, found %s", describe(c))
	}
	in.Asm, in.Constraints, in.Callee = t.text, c.text, "asm "+strconv.Quote(t.text)
	return nil
}

// memTypeOK reports whether t can be loaded and stored: whole bytes.
func memTypeOK(t Type) error {
	if t.Kind == Void || t.Kind == Ptr || t.Lane().Bits%8 != 0 {
		return fmt.Errorf("unsupported memory type %s (whole-byte integers, floats and vectors of them)", t)
	}
	return nil
}
