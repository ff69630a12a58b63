-- Headless: no window, graphics or sound; the test needs only Lua and FFI.
function love.conf(t)
    t.window = nil
    t.modules.window = false
    t.modules.graphics = false
    t.modules.audio = false
    t.modules.sound = false
    t.modules.joystick = false
    t.modules.touch = false
    t.modules.video = false
    t.modules.physics = false
end
