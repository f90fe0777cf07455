# Turns an X window dump (Xvfb -fbdir writes the screen as one) into a PNG, cropped to X Y WIDTH HEIGHT.
#   python3 xwd-to-png.py Xvfb_screen0 out.png [X Y WIDTH HEIGHT]
import struct,zlib,sys
data=open(sys.argv[1],'rb').read()
h=struct.unpack('>25I',data[:100])
header_size,ver,fmt,depth,w,hgt,xoff,byte_order,unit,bit_order,pad,bpp,bpl=h[:13]
ncolors=h[19]
off=header_size+ncolors*12
x0,y0,cw,ch=[int(v) for v in sys.argv[3:7]] if len(sys.argv)>6 else (0,0,w,hgt)
rows=[]
for y in range(y0,y0+ch):
    line=data[off+y*bpl+x0*4: off+y*bpl+(x0+cw)*4]
    px=bytearray()
    for i in range(0,len(line),4):
        b,g,r=line[i],line[i+1],line[i+2]
        px+=bytes((r,g,b))
    rows.append(b'\x00'+bytes(px))
raw=b''.join(rows)
def chunk(t,d): return struct.pack('>I',len(d))+t+d+struct.pack('>I',zlib.crc32(t+d)&0xffffffff)
png=b'\x89PNG\r\n\x1a\n'+chunk(b'IHDR',struct.pack('>IIBBBBB',cw,ch,8,2,0,0,0))+chunk(b'IDAT',zlib.compress(raw,9))+chunk(b'IEND',b'')
open(sys.argv[2],'wb').write(png)
